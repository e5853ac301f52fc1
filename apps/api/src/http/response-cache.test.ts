import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { OTHER_PROCESS_CHECK_MS } from '../db/connection.js';

// ADRs 0069, 0130, 0131: the reads the contract marks x-cache are answered from memory while the resources
// they were made from stand. These tests run on whichever store the suite runs on (TEST_DATABASE_URL selects
// PostgreSQL); the one about another process's connection needs a second SQLite connection and is SQLite's own.
let testApp: TestApp;
let ada: SignedInUser;
let grace: SignedInUser;
let courseId: string;
let lessonId: string;
let otherLessonId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ada = await createSignedInUser(testApp.app);
  grace = await createSignedInUser(testApp.app);
  const lessons = await testApp.app.db
    .selectFrom('lessons')
    .select(['id', 'course_id'])
    .orderBy('course_id')
    .orderBy('id')
    .execute();
  const [first] = lessons;
  const second = lessons.find((lesson) => lesson.course_id === first?.course_id && lesson.id !== first?.id);
  if (!first || !second) throw new Error('the seeded catalogue has a course with two lessons');
  courseId = first.course_id;
  lessonId = first.id;
  otherLessonId = second.id;
  await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/enrollment/${courseId}`,
    headers: ada.headers,
  });
});
afterAll(async () => {
  await testApp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const comment = (lesson: string, text: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v1/c/comments/${lesson}`,
    headers: ada.headers,
    payload: { comment: text },
  });

describe('the response cache', () => {
  it('answers a repeated read without running its handler, byte for byte the same', async () => {
    await get(`/courses/${courseId}`);
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    const first = await get(`/courses/${courseId}`);
    const second = await get(`/courses/${courseId}`);
    // The kept answer's tag still gives 304 to a client that has it.
    const again = await get(`/courses/${courseId}`, { 'if-none-match': String(first.headers.etag) });
    expect(getCourse).not.toHaveBeenCalled();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(again.statusCode).toBe(304);
  });

  it('gives each viewer their own answer (personal flags are part of it)', async () => {
    const forAda = (await get(`/courses/${courseId}`, ada.headers)).json().data;
    const forGrace = (await get(`/courses/${courseId}`, grace.headers)).json().data;
    const forVisitor = (await get(`/courses/${courseId}`)).json().data;
    expect(forAda.isEnrolled).toBe(true);
    expect(forGrace.isEnrolled).toBe(false);
    expect(forVisitor.isEnrolled).toBe(false);
    expect((await get(`/courses/${courseId}`, ada.headers)).json().data.isEnrolled).toBe(true);
  });

  it('shows a write made through the API at once', async () => {
    const before = (await get(`/courses/${courseId}`, grace.headers)).json().data;
    expect(before.isEnrolled).toBe(false);
    const enrol = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${courseId}`,
      headers: grace.headers,
    });
    expect(enrol.statusCode).toBeLessThan(300);
    expect((await get(`/courses/${courseId}`, grace.headers)).json().data.isEnrolled).toBe(true);
  });

  it('keys answers by the validated query: unknown parameters, encodings and leading zeros are one answer', async () => {
    const variants = [
      '?limit=3',
      '?limit=003',
      '?%6cimit=3',
      '?limit=3&v=1',
      '?v=2&limit=3',
      '?limit=3&page=1',
    ];
    await get(`/courses${variants[0]}`);
    const list = vi.spyOn(testApp.app.courses, 'list');
    const answers = [];
    for (const variant of variants) answers.push(await get(`/courses${variant}`));
    expect(list).not.toHaveBeenCalled();
    for (const answer of answers) expect(answer.body).toBe(answers[0]?.body);
    expect(answers[0]?.json().data.courses).toHaveLength(3);
    // A different declared value is a different answer.
    expect((await get('/courses?limit=4')).json().data.courses).toHaveLength(4);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('does not keep an answer made while a write committed: the versions are read before the handler runs', async () => {
    const original = testApp.app.comments.list.bind(testApp.app.comments);
    const listComments = vi.spyOn(testApp.app.comments, 'list').mockImplementationOnce(async (...args) => {
      const answer = await original(...args);
      // Another request's write lands after this answer was read and before it is sent.
      expect((await comment(lessonId, 'Written during a read')).statusCode).toBe(201);
      return answer;
    });
    const during = (await get(`/c/comments/${lessonId}`, ada.headers)).json().data;
    expect(during.map((c: { comment: string }) => c.comment)).not.toContain('Written during a read');
    const after = (await get(`/c/comments/${lessonId}`, ada.headers)).json().data;
    expect(after.map((c: { comment: string }) => c.comment)).toContain('Written during a read');
    expect(listComments).toHaveBeenCalledTimes(2);
  });

  it('forgets an answer after its time even when nothing was written (answers move with the clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await get(`/courses/${courseId}`);
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    await get(`/courses/${courseId}`);
    expect(getCourse).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 2001);
    await get(`/courses/${courseId}`);
    expect(getCourse).toHaveBeenCalledTimes(1);
  });

  it('sweeps expired answers out of memory', async () => {
    const cache = testApp.app.responseCache;
    await get('/courses?limit=7');
    expect(cache?.size).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    cache?.sweepExpired();
    expect(cache?.size).toBe(0);
    expect(cache?.bytes).toBe(0);
  });

  it('keeps no error answer', async () => {
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    const missing = 'ffffffffffffffffffffffff';
    expect((await get(`/courses/${missing}`)).statusCode).toBe(404);
    expect((await get(`/courses/${missing}`)).statusCode).toBe(404);
    expect(getCourse).toHaveBeenCalledTimes(2);
  });

  it('measures an answer in bytes: a page of three-byte characters over 256 KB is not kept', async () => {
    // 100 comments of 1,000 euro signs: about 110,000 UTF-16 units, but 310,000 bytes.
    const lesson = (
      await testApp.app.db.selectFrom('lessons').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const course = (
      await testApp.app.db
        .selectFrom('lessons')
        .select('course_id')
        .where('id', '=', lesson)
        .executeTakeFirstOrThrow()
    ).course_id;
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${course}`,
      headers: ada.headers,
    });
    for (let index = 0; index < 100; index++)
      expect((await comment(lesson, '€'.repeat(1000))).statusCode).toBe(201);
    const listComments = vi.spyOn(testApp.app.comments, 'list');
    const first = await get(`/c/comments/${lesson}`, ada.headers);
    expect(first.body.length).toBeLessThan(256 * 1024);
    expect(Buffer.byteLength(first.body)).toBeGreaterThan(256 * 1024);
    await get(`/c/comments/${lesson}`, ada.headers);
    expect(listComments).toHaveBeenCalledTimes(2);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'shows a commit of another process (another SQLite connection) within OTHER_PROCESS_CHECK_MS',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      await get(`/courses/${courseId}`);
      const other = new SqliteDatabase(path.join(testApp.config.dataDir, 'devlearn.sqlite'));
      try {
        other
          .prepare('UPDATE courses SET title = ? WHERE id = ?')
          .run('Renamed by another process', courseId);
      } finally {
        other.close();
      }
      vi.setSystemTime(Date.now() + OTHER_PROCESS_CHECK_MS);
      expect((await get(`/courses/${courseId}`)).json().data.title).toBe('Renamed by another process');
    },
  );
});

describe('what a write retires (x-retires in the contract)', () => {
  it("a comment retires its own lesson's discussion, not another lesson's nor the course list", async () => {
    await get(`/c/comments/${lessonId}`, ada.headers);
    await get(`/c/comments/${otherLessonId}`, ada.headers);
    await get('/courses?limit=8');
    await get(`/courses/${courseId}`);
    const listComments = vi.spyOn(testApp.app.comments, 'list');
    const listCourses = vi.spyOn(testApp.app.courses, 'list');
    const getCourse = vi.spyOn(testApp.app.courses, 'get');

    expect((await comment(lessonId, 'Only this lesson moves')).statusCode).toBe(201);

    const own = (await get(`/c/comments/${lessonId}`, ada.headers)).json().data;
    expect(own[0].comment).toBe('Only this lesson moves');
    expect(listComments).toHaveBeenCalledTimes(1);
    expect(listComments.mock.calls[0]?.[0]).toBe(lessonId);
    await get(`/c/comments/${otherLessonId}`, ada.headers);
    await get('/courses?limit=8');
    await get(`/courses/${courseId}`);
    expect(listComments).toHaveBeenCalledTimes(1);
    expect(listCourses).not.toHaveBeenCalled();
    expect(getCourse).not.toHaveBeenCalled();
  });

  it('a refused write retires nothing', async () => {
    await get(`/c/comments/${lessonId}`, ada.headers);
    const listComments = vi.spyOn(testApp.app.comments, 'list');
    expect((await comment(lessonId, '   ')).statusCode).toBe(422);
    const visitor = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/c/comments/${lessonId}`,
      payload: { comment: 'Anonymous' },
    });
    expect(visitor.statusCode).toBe(401);
    await get(`/c/comments/${lessonId}`, ada.headers);
    expect(listComments).not.toHaveBeenCalled();
  });

  it("an edit retires every lesson's discussion (the path names the comment, not its lesson)", async () => {
    const posted = (await comment(lessonId, 'To be edited')).json().data;
    await get(`/c/comments/${otherLessonId}`, ada.headers);
    const listComments = vi.spyOn(testApp.app.comments, 'list');
    const edit = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/v1/c/comments/${posted._id}`,
      headers: ada.headers,
      payload: { comment: 'Edited' },
    });
    expect(edit.statusCode).toBe(200);
    await get(`/c/comments/${otherLessonId}`, ada.headers);
    expect(listComments).toHaveBeenCalledTimes(1);
  });
});
