import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { multipart, validBlogFields } from './blog-test-fixtures.js';

// ADR 0060: "my blogs" and "liked blogs" answer totalBlogs from counters kept on the user's row
// (migration 010), so every write that adds or removes a blog or a like must move them exactly.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function writeBlog(author: SignedInUser): Promise<string> {
  const body = await multipart(await validBlogFields());
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/blogs',
    payload: body.payload,
    headers: { ...author.headers, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

const toggleLike = (blogId: string, user: SignedInUser) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/b/likes/${blogId}`, headers: user.headers });

const deleteBlog = (blogId: string, author: SignedInUser) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/v1/blogs/${blogId}`, headers: author.headers });

async function totalOf(url: string, user: SignedInUser): Promise<number> {
  const response = await testApp.app.inject({ url: `/api/v1${url}`, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.totalBlogs;
}
const myBlogsTotal = (user: SignedInUser) => totalOf('/blogs/self/blogs', user);
const likedBlogsTotal = (user: SignedInUser) => totalOf('/b/likes/self', user);

/** The rows themselves, counted: what the kept counters must equal. */
async function counted(userId: string) {
  const db = testApp.app.db;
  const [blogs, likes] = await Promise.all([
    db
      .selectFrom('blogs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('author_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('blog_likes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { blogs: Number(blogs.count), likes: Number(likes.count) };
}

describe('totalBlogs of my blogs and liked blogs', () => {
  it('follows every blog written and deleted and every like added, removed or deleted with its blog', async () => {
    const author = await createSignedInUser(testApp.app);
    const reader = await createSignedInUser(testApp.app);
    const other = await createSignedInUser(testApp.app);
    expect(await myBlogsTotal(author)).toBe(0);
    expect(await likedBlogsTotal(reader)).toBe(0);

    const first = await writeBlog(author);
    const second = await writeBlog(author);
    expect(await myBlogsTotal(author)).toBe(2);

    await toggleLike(first, reader);
    await toggleLike(second, reader);
    await toggleLike(first, other);
    await toggleLike(first, author);
    expect(await likedBlogsTotal(reader)).toBe(2);
    expect(await likedBlogsTotal(other)).toBe(1);
    expect(await likedBlogsTotal(author)).toBe(1);

    await toggleLike(second, reader);
    expect(await likedBlogsTotal(reader)).toBe(1);

    // Deleting a blog takes its likes with it (D24): every liker's total drops, the author's included.
    expect((await deleteBlog(first, author)).statusCode).toBe(200);
    expect(await myBlogsTotal(author)).toBe(1);
    expect(await likedBlogsTotal(reader)).toBe(0);
    expect(await likedBlogsTotal(other)).toBe(0);
    expect(await likedBlogsTotal(author)).toBe(0);
    expect(await myBlogsTotal(reader)).toBe(0);
  });

  it('stays exact when likes, unlikes and deletions of the same blogs run at once', async () => {
    const author = await createSignedInUser(testApp.app);
    const readers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(testApp.app)));
    const blogIds: string[] = [];
    for (let index = 0; index < 6; index += 1) blogIds.push(await writeBlog(author));
    // Every reader likes every blog once beforehand, so the racing toggles below unlike and like again.
    await Promise.all(readers.flatMap((reader) => blogIds.map((blogId) => toggleLike(blogId, reader))));

    const deleted = blogIds.slice(0, 3);
    const toggles = readers.flatMap((reader) =>
      blogIds.flatMap((blogId) => Array.from({ length: 3 }, () => toggleLike(blogId, reader))),
    );
    // The deletions start while the toggles are in flight.
    const deletions = deleted.map(async (blogId) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return deleteBlog(blogId, author);
    });
    const responses = await Promise.all([...toggles, ...deletions]);

    // A toggle that lost the race to its blog's deletion is told the blog is gone; nothing fails.
    for (const response of responses) expect([200, 404], response.body).toContain(response.statusCode);
    expect(await myBlogsTotal(author)).toBe(3);
    expect((await counted(author.id)).blogs).toBe(3);
    for (const reader of readers) {
      const rows = await counted(reader.id);
      expect(rows.likes).toBeLessThanOrEqual(3);
      expect(await likedBlogsTotal(reader)).toBe(rows.likes);
    }
  });

  // PostgreSQL runs a toggle and a deletion side by side; SQLite one write transaction at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets a blog deletion wait for a toggle caught half way instead of deadlocking with it',
    async () => {
      const db = testApp.app.db;
      const author = await createSignedInUser(testApp.app);
      const reader = await createSignedInUser(testApp.app);
      const blogId = await writeBlog(author);
      await toggleLike(blogId, reader);
      const lockWaiters = async (count: number) => {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          // Row and table locks only: other test files wait on an advisory lock while one makes or alters a
          // schema (build-test-app.ts), and those waits are not this test's statements.
          const { rows } = await sql<{ count: string }>`
            SELECT COUNT(*) AS count FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND wait_event <> 'advisory'`.execute(db);
          if (Number(rows[0]?.count) >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error(`fewer than ${count} statements waited for a lock`);
      };

      // Trending's window held by another transaction: the unlike stops after removing its like row.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const holding = db.transaction().execute(async (trx) => {
        await trx.selectFrom('trending_window').select('start_day').forUpdate().execute();
        await released;
      });
      let unliking, deleting;
      try {
        unliking = toggleLike(blogId, reader);
        await lockWaiters(1);
        deleting = deleteBlog(blogId, author);
        await lockWaiters(2);
      } finally {
        release();
        await holding;
      }

      const [unliked, deleted] = await Promise.all([unliking, deleting]);
      expect(unliked.statusCode, unliked.body).toBe(200);
      expect(unliked.json().data.likeStatus).toBe(false);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await likedBlogsTotal(reader)).toBe(0);
      expect(await myBlogsTotal(author)).toBe(0);
    },
  );

  it('is 404 for a like of a blog deleted before the toggle reached it', async () => {
    const author = await createSignedInUser(testApp.app);
    const reader = await createSignedInUser(testApp.app);
    const blogId = await writeBlog(author);
    await deleteBlog(blogId, author);
    const response = await toggleLike(blogId, reader);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Blog not found');
    expect(await likedBlogsTotal(reader)).toBe(0);
  });
});
