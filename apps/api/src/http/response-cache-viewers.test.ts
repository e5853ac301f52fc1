import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { newId } from '../db/ids.js';

// ADR 0136: a kept answer is one per viewer (`own`) or one for every viewer (`shared`). Every answer must be,
// byte for byte, the one its handler would have given that viewer, and no viewer's fields may show in another's
// answer. These tests run on whichever store the suite runs on (TEST_DATABASE_URL selects PostgreSQL).
let testApp: TestApp;
let ada: SignedInUser;
let grace: SignedInUser;
let courseId: string;
let lessonId: string;
let blogId: string;
let hiddenBlogId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ada = await createSignedInUser(testApp.app);
  grace = await createSignedInUser(testApp.app);
  const lesson = await testApp.app.db
    .selectFrom('lessons')
    .select(['id', 'course_id'])
    .orderBy('course_id')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  courseId = lesson.course_id;
  lessonId = lesson.id;
  const now = Date.now();
  const blog = (heading: string, state: 'visible' | 'hidden') => ({
    id: newId(),
    author_id: ada.id,
    heading,
    sub_heading: 'A blog read by two',
    content: `<p>${heading}</p>`,
    excerpt: heading,
    category: 'web',
    image_key: 'blog.jpg',
    total_likes: 0,
    trending_likes: 0,
    created_at: now,
    state,
  });
  const visible = blog('Shared by every reader', 'visible');
  const hidden = blog('Hidden by a moderator', 'hidden');
  blogId = visible.id;
  hiddenBlogId = hidden.id;
  await testApp.app.db.insertInto('blogs').values([visible, hidden]).execute();
  const enrol = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/enrollment/${courseId}`,
    headers: ada.headers,
  });
  expect(enrol.statusCode).toBeLessThan(300);
});
afterAll(async () => {
  await testApp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

/** The answer its handler gives now, with nothing kept (every kept answer retired first). */
async function fresh(url: string, headers: Record<string, string> = {}) {
  await testApp.app.responseCache?.retire(['courses', 'lessons', 'comments', 'replies', 'blogs', 'users']);
  return get(url, headers);
}

describe('whose answer a kept answer is (x-cache viewer)', () => {
  it('shared: one catalogue page for every viewer and for visitors', async () => {
    const first = await fresh('/courses?limit=5', ada.headers);
    const list = vi.spyOn(testApp.app.courses, 'list');
    const forGrace = await get('/courses?limit=5', grace.headers);
    const forVisitor = await get('/courses?limit=5');
    expect(list).not.toHaveBeenCalled();
    expect(forGrace.body).toBe(first.body);
    expect(forVisitor.body).toBe(first.body);
  });

  it("own: each viewer's course answer is kept for them, byte for byte what the handler gives them", async () => {
    const handlers = {
      grace: await fresh(`/courses/${courseId}`, grace.headers),
      visitor: await fresh(`/courses/${courseId}`),
      ada: await fresh(`/courses/${courseId}`, ada.headers),
    };
    await get(`/courses/${courseId}`, grace.headers);
    await get(`/courses/${courseId}`);
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    const kept = {
      grace: await get(`/courses/${courseId}`, grace.headers),
      visitor: await get(`/courses/${courseId}`),
      ada: await get(`/courses/${courseId}`, ada.headers),
    };
    expect(getCourse).not.toHaveBeenCalled();
    getCourse.mockRestore();
    for (const viewer of ['grace', 'visitor', 'ada'] as const)
      expect(kept[viewer].body).toBe(handlers[viewer].body);
    expect(kept.ada.json().data.enrollment.courseId).toBe(courseId);
    expect(kept.grace.json().data).toMatchObject({ isEnrolled: false, enrollment: null });
    // Each answer's tag is its own bytes': Grace's is not Ada's.
    expect(kept.grace.headers.etag).not.toBe(kept.ada.headers.etag);
    const again = await get(`/courses/${courseId}`, {
      ...grace.headers,
      'if-none-match': String(kept.grace.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("viewer A's like never shows in viewer B's answer, and shows in A's on the next read", async () => {
    await get(`/courses/${courseId}`, grace.headers);
    await get(`/blogs/${blogId}`, grace.headers);
    for (const url of [`/c/likes/${courseId}`, `/b/likes/${blogId}`]) {
      const like = await testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: ada.headers });
      expect(like.statusCode).toBe(200);
    }
    const course = {
      ada: (await get(`/courses/${courseId}`, ada.headers)).json().data,
      grace: (await get(`/courses/${courseId}`, grace.headers)).json().data,
    };
    expect(course.ada.isUserLiked).toBe(true);
    expect(course.grace.isUserLiked).toBe(false);
    expect(course.grace.totalLikes).toBe(course.ada.totalLikes);
    const blog = {
      grace: await get(`/blogs/${blogId}`, grace.headers),
      ada: await get(`/blogs/${blogId}`, ada.headers),
    };
    // Each like retired the blog's answers; Ada's next read is her kept answer, without the handler.
    const getBlog = vi.spyOn(testApp.app.blogs, 'get');
    expect((await get(`/blogs/${blogId}`, ada.headers)).body).toBe(blog.ada.body);
    expect(getBlog).not.toHaveBeenCalled();
    getBlog.mockRestore();
    expect(blog.ada.json().data.isUserLiked).toBe(true);
    expect(blog.grace.json().data.isUserLiked).toBe(false);
    expect(blog.grace.json().data.totalLikes).toBe(1);
    expect(blog.grace.body).toBe((await fresh(`/blogs/${blogId}`, grace.headers)).body);
  });

  it('a lesson is each viewer’s own answer: the enrolled read the video, the others do not', async () => {
    const forAda = await fresh(`/c/syllabus/${courseId}/${lessonId}`, ada.headers);
    const forGrace = await get(`/c/syllabus/${courseId}/${lessonId}`, grace.headers);
    expect(forAda.json().data.video?.url).toMatch(/^\/media\//);
    expect(forGrace.json().data.video).toBeNull();
    const getLesson = vi.spyOn(testApp.app.lessons, 'get');
    expect((await get(`/c/syllabus/${courseId}/${lessonId}`, ada.headers)).body).toBe(forAda.body);
    expect((await get(`/c/syllabus/${courseId}/${lessonId}`, grace.headers)).body).toBe(forGrace.body);
    expect(getLesson).not.toHaveBeenCalled();
    // Enrolling retires the course's enrolments: her next read has the video at once.
    const enrol = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${courseId}`,
      headers: grace.headers,
    });
    expect(enrol.statusCode).toBeLessThan(300);
    const enrolled = (await get(`/c/syllabus/${courseId}/${lessonId}`, grace.headers)).json().data;
    expect(enrolled.isEnrolled).toBe(true);
    expect(enrolled.video?.url).toMatch(/^\/media\//);
  });

  it('a hidden blog is its author’s own answer: others never read its HTML', async () => {
    const forGrace = await fresh(`/blogs/${hiddenBlogId}`, grace.headers);
    const forAda = await get(`/blogs/${hiddenBlogId}`, ada.headers);
    expect(forGrace.json().data.content).toBe('');
    expect(forAda.json().data.content).toBe('<p>Hidden by a moderator</p>');
    // And the other way round: the author's answer first, then a reader's.
    const authorFirst = await fresh(`/blogs/${hiddenBlogId}`, ada.headers);
    expect(authorFirst.json().data.content).toBe('<p>Hidden by a moderator</p>');
    expect((await get(`/blogs/${hiddenBlogId}`, grace.headers)).json().data.content).toBe('');
  });

  it('a hidden comment is its owner’s own discussion page: others read it without its body', async () => {
    const posted = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/c/comments/${lessonId}`,
      headers: ada.headers,
      payload: { comment: 'Hidden later by a moderator' },
    });
    expect(posted.statusCode).toBe(201);
    await testApp.app.db
      .updateTable('comments')
      .set({ state: 'hidden' })
      .where('id', '=', posted.json().data._id)
      .execute();
    for (const first of [ada, grace]) {
      await fresh(`/c/comments/${lessonId}`, first.headers);
      const mine = (await get(`/c/comments/${lessonId}`, ada.headers)).json().data;
      const theirs = (await get(`/c/comments/${lessonId}`, grace.headers)).json().data;
      expect(mine[0].comment).toBe('Hidden later by a moderator');
      expect(theirs[0].comment).toBe('');
      expect(theirs[0].state).toBe('hidden');
    }
  });
});

describe('a like retires what it changed (x-retires-which: handler)', () => {
  const like = (id: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1/c/likes/${id}`, headers: grace.headers });

  it("a lesson's like retires that lesson's answer, not the catalogue, search or the course", async () => {
    await get('/courses?limit=8');
    await get(`/courses/${courseId}`, grace.headers);
    const before = (await get(`/c/syllabus/${courseId}/${lessonId}`, grace.headers)).json().data;
    const list = vi.spyOn(testApp.app.courses, 'list');
    const getCourse = vi.spyOn(testApp.app.courses, 'get');
    expect((await like(lessonId)).statusCode).toBe(200);
    const after = (await get(`/c/syllabus/${courseId}/${lessonId}`, grace.headers)).json().data;
    expect(after.isUserLiked).toBe(!before.isUserLiked);
    expect(after.totalLikes).toBe(before.totalLikes + (before.isUserLiked ? -1 : 1));
    await get('/courses?limit=8');
    await get(`/courses/${courseId}`, grace.headers);
    expect(list).not.toHaveBeenCalled();
    expect(getCourse).not.toHaveBeenCalled();
  });

  it("a course's like retires the catalogue (ordered by likes) and the course on the next read", async () => {
    await get('/courses?limit=8');
    const before = (await get(`/courses/${courseId}`, ada.headers)).json().data;
    const list = vi.spyOn(testApp.app.courses, 'list');
    expect((await like(courseId)).statusCode).toBe(200);
    await get('/courses?limit=8');
    expect(list).toHaveBeenCalledTimes(1);
    const after = (await get(`/courses/${courseId}`, ada.headers)).json().data;
    expect(after.totalLikes).toBe(before.totalLikes + 1);
    expect(after.isUserLiked).toBe(before.isUserLiked);
  });
});
