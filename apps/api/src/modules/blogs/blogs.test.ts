import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { multipart, validBlogFields, type FilePart } from './blog-test-fixtures.js';
import { DAY_MS } from './trending-window.js';

let testApp: TestApp;
let author: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

async function createBlog(user: SignedInUser, fields: Record<string, string | FilePart>) {
  const body = await multipart(fields);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/blogs',
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}

const get = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('GET /blogs (listBlogs) and GET /blogs/self/blogs (listMyBlogs)', () => {
  it('lists latest newest first and trending by likes in the last 7 days, paged with totalBlogs', async () => {
    const app = await buildTestApp();
    try {
      const writer = await createSignedInUser(app.app);
      const reader = await createSignedInUser(app.app);
      const ids: string[] = [];
      for (const heading of ['Old but loved long ago', 'Liked this week', 'Newest']) {
        const body = await multipart(await validBlogFields({ heading }));
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/v1/blogs',
          payload: body.payload,
          headers: { ...writer.headers, ...body.headers },
        });
        ids.push(response.json().data._id);
      }
      const [old, liked] = ids as [string, string, string];
      const now = Date.now();
      await app.app.db
        .updateTable('blogs')
        .set({ created_at: now - 3000 })
        .where('id', '=', old)
        .execute();
      await app.app.db
        .updateTable('blogs')
        .set({ created_at: now - 2000 })
        .where('id', '=', liked)
        .execute();
      // The like on the old blog was given last month (only Date is faked): it no longer counts for trending.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(now - 30 * DAY_MS);
        await app.app.inject({ method: 'POST', url: `/api/v1/b/likes/${old}`, headers: reader.headers });
      } finally {
        vi.useRealTimers();
      }
      await app.app.inject({ method: 'POST', url: `/api/v1/b/likes/${liked}`, headers: reader.headers });

      const headings = async (url: string) => {
        const response = await app.app.inject({ url: `/api/v1${url}`, headers: reader.headers });
        expect(response.statusCode).toBe(200);
        return response.json().data;
      };
      const latest = await headings('/blogs?sortType=latest');
      expect(latest.blogs.map((blog: { heading: string }) => blog.heading)).toEqual([
        'Newest',
        'Liked this week',
        'Old but loved long ago',
      ]);
      expect(latest.totalBlogs).toBe(3);
      const trending = await headings('/blogs');
      expect(trending.blogs.map((blog: { heading: string }) => blog.heading)).toEqual([
        'Liked this week',
        'Newest',
        'Old but loved long ago',
      ]);
      expect(trending.blogs[0]).toMatchObject({ isUserLiked: true, totalLikes: 1 });
      const page2 = await headings('/blogs?sortType=latest&page=2&limit=2');
      expect(page2.blogs.map((blog: { heading: string }) => blog.heading)).toEqual([
        'Old but loved long ago',
      ]);
      expect(page2.totalBlogs).toBe(3);

      const mine = await app.app.inject({ url: '/api/v1/blogs/self/blogs?limit=2', headers: writer.headers });
      expect(mine.json().data.totalBlogs).toBe(3);
      expect(mine.json().data.blogs.map((blog: { heading: string }) => blog.heading)).toEqual([
        'Newest',
        'Liked this week',
      ]);
      const none = await app.app.inject({ url: '/api/v1/blogs/self/blogs', headers: reader.headers });
      expect(none.json().data).toEqual({ blogs: [], totalBlogs: 0 });
    } finally {
      await app.close();
    }
  });

  it('refuses an unknown sortType or a bad page (422) and a visitor (401)', async () => {
    const bad = await get('/blogs?sortType=popular', author.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('sortType');
    expect((await get('/blogs?page=0', author.headers)).statusCode).toBe(422);
    expect((await get('/blogs/self/blogs?limit=0', author.headers)).statusCode).toBe(422);
    expect((await get('/blogs', {})).statusCode).toBe(401);
    expect((await get('/blogs/self/blogs', {})).statusCode).toBe(401);
  });
});

describe('GET /blogs/{blogId} (getBlog) and DELETE /blogs/{blogId} (deleteBlog)', () => {
  it('shows a blog with the reader’s like state', async () => {
    const blog = (await createBlog(author, await validBlogFields())).json().data;
    const reader = await createSignedInUser(testApp.app);
    await testApp.app.inject({ method: 'POST', url: `/api/v1/b/likes/${blog._id}`, headers: reader.headers });
    const response = await get(`/blogs/${blog._id}`, reader.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: blog._id,
      content: blog.content,
      isUserLiked: true,
      totalLikes: 1,
    });
    expect((await get(`/blogs/${blog._id}`, author.headers)).json().data.isUserLiked).toBe(false);
  });

  it('answers 404 for an unknown blog, 422 for a malformed id and 401 without a token', async () => {
    expect((await get('/blogs/0123456789abcdef01234567', author.headers)).statusCode).toBe(404);
    expect((await get('/blogs/not-an-id', author.headers)).statusCode).toBe(422);
    expect((await get('/blogs/0123456789abcdef01234567', {})).statusCode).toBe(401);
  });

  it('lets only the author delete (403 for others)', async () => {
    const blog = (await createBlog(author, await validBlogFields())).json().data;
    const stranger = await createSignedInUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/blogs/${blog._id}`,
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the author can delete this blog');
    expect((await get(`/blogs/${blog._id}`, author.headers)).statusCode).toBe(200);
  });

  it('removes the blog, its likes and its image file', async () => {
    const blog = (await createBlog(author, await validBlogFields())).json().data;
    const reader = await createSignedInUser(testApp.app);
    await testApp.app.inject({ method: 'POST', url: `/api/v1/b/likes/${blog._id}`, headers: reader.headers });
    const imageFile = path.join(testApp.app.media.root, blog.blogImage.url.replace('/media/', ''));
    await access(imageFile);

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/blogs/${blog._id}`,
      headers: author.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Blog deleted successfully',
      data: null,
    });
    expect((await get(`/blogs/${blog._id}`, author.headers)).statusCode).toBe(404);
    const likes = await testApp.app.db
      .selectFrom('blog_likes')
      .select('user_id')
      .where('blog_id', '=', blog._id)
      .execute();
    expect(likes).toEqual([]);
    await expect(access(imageFile)).rejects.toThrow();
    expect((await testApp.app.inject({ method: 'GET', url: blog.blogImage.url })).statusCode).toBe(404);
  });

  it('answers 404 for deleting an unknown blog and 401 without a token', async () => {
    const missing = '0123456789abcdef01234567';
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/v1/blogs/${missing}`,
          headers: author.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/v1/blogs/${missing}` })).statusCode).toBe(
      401,
    );
  });
});
