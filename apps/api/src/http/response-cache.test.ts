import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { OTHER_PROCESS_CHECK_MS } from '../db/connection.js';
import { COURSE_SUMMARY_COLUMNS, withCourseCard } from '../modules/courses/course-presenter.js';
import { RESPONSE_CACHE_TTL_MS } from './response-cache.js';

// D42: the hot reads are answered from memory while the store's data version stands. These tests run on
// whichever store the suite runs on (TEST_DATABASE_URL selects PostgreSQL); the one about another
// process's connection needs a second SQLite connection and is SQLite's own.
let testApp: TestApp;
let ada: SignedInUser;
let grace: SignedInUser;
let courseId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ada = await createSignedInUser(testApp.app);
  grace = await createSignedInUser(testApp.app);
  const row = await testApp.app.db.selectFrom('courses').select('id').orderBy('id').executeTakeFirstOrThrow();
  courseId = row.id;
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

/**
 * Runs `reads` until one try needs a single run of the handler, at most 10 tries, and returns that try's result.
 * On PostgreSQL the data version is the cluster's snapshot, which a commit of any session moves, the other test
 * files' included (they run beside this one): a read may then rightly run its handler again, and the try is
 * repeated, after a write that retires what the failed try kept. On SQLite nothing else writes to this file's
 * database, so the first try is the one.
 */
async function withOneHandlerRun<T>(handler: MockInstance, reads: () => Promise<T>): Promise<T> {
  let result = await reads();
  for (let attempt = 1; attempt < 10 && handler.mock.calls.length !== 1; attempt++) {
    await renameCourse(`Try ${attempt}`);
    handler.mockClear();
    result = await reads();
  }
  expect(handler).toHaveBeenCalledTimes(1);
  return result;
}

/** A write straight in the store: the title and its card together, as every writer of courses keeps them. */
async function renameCourse(title: string) {
  const { db } = testApp.app;
  const course = await db
    .selectFrom('courses')
    .select(COURSE_SUMMARY_COLUMNS)
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('courses')
    .set(withCourseCard({ ...course, title }))
    .where('id', '=', courseId)
    .execute();
}

describe('the response cache', () => {
  it('answers a repeated read without running its handler, byte for byte the same', async () => {
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    const [first, second, again] = await withOneHandlerRun(getCourse, async () => {
      const answers = [await get(`/courses/${courseId}`), await get(`/courses/${courseId}`)];
      // The kept answer's tag still gives 304 to a client that has it.
      const etag = String(answers[0]?.headers.etag);
      return [...answers, await get(`/courses/${courseId}`, { 'if-none-match': etag })];
    });
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second?.headers.etag).toBe(first?.headers.etag);
    expect(again?.statusCode).toBe(304);
  });

  it('gives each viewer their own answer (personal flags are part of it)', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${courseId}`,
      headers: ada.headers,
    });
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

  it('shows a write made straight in the store at once', async () => {
    await get(`/courses/${courseId}`);
    await renameCourse('Renamed in the store');
    expect((await get(`/courses/${courseId}`)).json().data.title).toBe('Renamed in the store');
    expect(
      (await get('/courses?limit=50')).json().data.courses.map((c: { title: string }) => c.title),
    ).toContain('Renamed in the store');
  });

  it('does not keep an answer made while a write committed: the version is read before the handler runs', async () => {
    const original = testApp.app.courses.get.bind(testApp.app.courses);
    const getCourse = vi.spyOn(testApp.app.courses, 'get').mockImplementationOnce(async (...args) => {
      const answer = await original(...args);
      // Another request's write lands after this answer was read and before it is sent.
      await renameCourse('Renamed during a read');
      return answer;
    });
    await renameCourse('Before the read');
    const during = (await get(`/courses/${courseId}`)).json().data;
    expect(during.title).toBe('Before the read');
    expect((await get(`/courses/${courseId}`)).json().data.title).toBe('Renamed during a read');
    expect(getCourse).toHaveBeenCalledTimes(2);
  });

  it('forgets an answer after its time even when nothing was written (answers move with the clock)', async () => {
    await renameCourse('Timed');
    vi.useFakeTimers({ toFake: ['Date'] });
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    await withOneHandlerRun(getCourse, async () => {
      await get(`/courses/${courseId}`);
      await get(`/courses/${courseId}`);
    });
    vi.setSystemTime(Date.now() + RESPONSE_CACHE_TTL_MS + 1);
    await get(`/courses/${courseId}`);
    expect(getCourse).toHaveBeenCalledTimes(2);
  });

  it('keeps no error answer', async () => {
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    const missing = 'ffffffffffffffffffffffff';
    expect((await get(`/courses/${missing}`)).statusCode).toBe(404);
    expect((await get(`/courses/${missing}`)).statusCode).toBe(404);
    expect(getCourse).toHaveBeenCalledTimes(2);
  });

  it.skipIf(testApp?.app.dbDialect === 'postgres' || Boolean(process.env.TEST_DATABASE_URL))(
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
