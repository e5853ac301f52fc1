import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../../db/ids.js';

let testApp: TestApp;
let courseId: string;
let lessonId: string;
let author: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  const course = await testApp.app.db
    .selectFrom('courses')
    .select('id')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  courseId = course.id;
  const lesson = await testApp.app.db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
  author = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const like = (id: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/c/likes/${id}`, headers });
const likeBlog = (id: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/b/likes/${id}`, headers });

async function insertBlog(heading: string, createdAt = Date.now()): Promise<string> {
  const id = newId();
  await testApp.app.db
    .insertInto('blogs')
    .values({
      id,
      author_id: author.id,
      heading,
      sub_heading: 'Sub heading',
      content: '<p>Body</p>',
      excerpt: 'Body',
      category: 'Git',
      image_key: `${newId()}.jpg`,
      total_likes: 0,
      created_at: createdAt,
    })
    .execute();
  return id;
}

describe('POST /c/likes/{id} (toggleLike)', () => {
  it('likes a lesson, and a second toggle removes the like', async () => {
    const learner = await createSignedInUser(testApp.app);
    const first = await like(lessonId, learner.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ likeStatus: true, totalLikes: 1 });
    expect((await like(lessonId, learner.headers)).json().data).toEqual({ likeStatus: false, totalLikes: 0 });
  });

  it('likes a course by its id, which getCourse then reports', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await like(courseId, learner.headers)).json().data).toEqual({ likeStatus: true, totalLikes: 1 });
    const course = await testApp.app.inject({ url: `/api/v1/courses/${courseId}`, headers: learner.headers });
    expect(course.json().data).toMatchObject({ isUserLiked: true, totalLikes: 1 });
    await like(courseId, learner.headers);
  });

  it('keeps an exact count under 100 concurrent toggles from 100 users', async () => {
    const learners = await Promise.all(Array.from({ length: 100 }, () => createSignedInUser(testApp.app)));
    const responses = await Promise.all(learners.map((learner) => like(lessonId, learner.headers)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const lesson = await testApp.app.db
      .selectFrom('lessons')
      .select('total_likes')
      .where('id', '=', lessonId)
      .executeTakeFirstOrThrow();
    const rows = await testApp.app.db
      .selectFrom('lesson_likes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('lesson_id', '=', lessonId)
      .executeTakeFirstOrThrow();
    expect(Number(lesson.total_likes)).toBe(100);
    expect(Number(rows.count)).toBe(100);
    await Promise.all(learners.map((learner) => like(lessonId, learner.headers)));
  });

  it('keeps an exact count when one user toggles 100 times at once (never a double like)', async () => {
    const learner = await createSignedInUser(testApp.app);
    await Promise.all(Array.from({ length: 100 }, () => like(courseId, learner.headers)));
    const course = await testApp.app.db
      .selectFrom('courses')
      .select('total_likes')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    const rows = await testApp.app.db
      .selectFrom('course_likes')
      .select('user_id')
      .where('course_id', '=', courseId)
      .execute();
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(Number(course.total_likes)).toBe(rows.length);
  });

  it('answers 404 for an id that is no lesson or course, 422 for a malformed id and 401 without a token', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await like('0123456789abcdef01234567', learner.headers)).statusCode).toBe(404);
    expect((await like('bad', learner.headers)).statusCode).toBe(422);
    expect((await like(lessonId, {})).statusCode).toBe(401);
  });
});

describe('POST /b/likes/{blogId} (toggleBlogLike)', () => {
  it('answers likeStatus and the count, with a message saying which', async () => {
    const blogId = await insertBlog('Likeable');
    const learner = await createSignedInUser(testApp.app);
    const liked = await likeBlog(blogId, learner.headers);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toMatchObject({ message: 'Blog liked', data: { likeStatus: true, totalLikes: 1 } });
    const unliked = await likeBlog(blogId, learner.headers);
    expect(unliked.json()).toMatchObject({
      message: 'Blog unliked',
      data: { likeStatus: false, totalLikes: 0 },
    });
  });

  it('answers 404 for an unknown blog, 422 for a malformed id and 401 without a token', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await likeBlog('0123456789abcdef01234567', learner.headers)).statusCode).toBe(404);
    expect((await likeBlog('zz', learner.headers)).statusCode).toBe(422);
    expect((await likeBlog('0123456789abcdef01234567', {})).statusCode).toBe(401);
  });
});

describe('GET /b/likes/self (listLikedBlogs)', () => {
  it('lists the blogs the user liked, most recently liked first, paged with the total', async () => {
    const learner = await createSignedInUser(testApp.app);
    const ids = [await insertBlog('First'), await insertBlog('Second'), await insertBlog('Third')];
    for (const id of ids) await likeBlog(id, learner.headers);
    await testApp.app.db
      .updateTable('blog_likes')
      .set((eb) => ({ created_at: eb('created_at', '-', 5000) }))
      .where('user_id', '=', learner.id)
      .where('blog_id', '=', ids[0]!)
      .execute();

    const page1 = await testApp.app.inject({ url: '/api/v1/b/likes/self?limit=2', headers: learner.headers });
    expect(page1.statusCode).toBe(200);
    const data = page1.json().data;
    expect(data.totalBlogs).toBe(3);
    expect(data.blogs).toHaveLength(2);
    expect(data.blogs.every((blog: { isUserLiked: boolean }) => blog.isUserLiked)).toBe(true);
    const page2 = await testApp.app.inject({
      url: '/api/v1/b/likes/self?limit=2&page=2',
      headers: learner.headers,
    });
    expect(page2.json().data.blogs.map((blog: { heading: string }) => blog.heading)).toEqual(['First']);
    // Lists name the author without their email (ADR 0045); the blog page keeps it.
    expect(page2.json().data.blogs[0].author).toEqual({ _id: author.id, username: author.username });
  });

  it('answers 422 for a limit above 50 and 401 without a token', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect(
      (await testApp.app.inject({ url: '/api/v1/b/likes/self?limit=51', headers: learner.headers }))
        .statusCode,
    ).toBe(422);
    expect((await testApp.app.inject({ url: '/api/v1/b/likes/self' })).statusCode).toBe(401);
  });
});
