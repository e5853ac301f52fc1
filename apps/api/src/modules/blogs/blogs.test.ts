import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

let testApp: TestApp;
let author: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const image = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

interface FilePart {
  bytes: Buffer;
  type: string;
  name: string;
}

/** A multipart/form-data body as a browser would send it (fetch's own encoder). */
async function multipart(fields: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

async function validBlogFields(overrides: Record<string, string | FilePart> = {}) {
  return {
    heading: 'What I learned shipping my first Next.js app',
    subHeading: 'Routing, data fetching and the mistakes I made on the way.',
    content:
      '<h2>Routing</h2><p>The <strong>app</strong> router is <a href="https://nextjs.org">great</a>.</p>',
    blogCategory: 'Next.js',
    blogImage: { bytes: await image(80, 40), type: 'image/jpeg', name: 'cover.jpg' },
    ...overrides,
  };
}

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

describe('POST /blogs (createBlog)', () => {
  it('publishes a blog with its re-encoded image and answers 201 with the blog', async () => {
    const response = await createBlog(author, await validBlogFields());
    expect(response.statusCode).toBe(201);
    const blog = response.json().data;
    expect(response.json().message).toBe('Blog created successfully!');
    expect(blog).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      heading: 'What I learned shipping my first Next.js app',
      subHeading: 'Routing, data fetching and the mistakes I made on the way.',
      content:
        '<h2>Routing</h2><p>The <strong>app</strong> router is <a href="https://nextjs.org" target="_blank" rel="noopener noreferrer">great</a>.</p>',
      blogCategory: 'Next.js',
      blogImage: { url: expect.stringMatching(/^\/media\/[a-f0-9]{24}\.jpg$/) },
      createdAt: expect.any(String),
      author: { _id: author.id, username: author.username, email: author.email },
      totalLikes: 0,
      isUserLiked: false,
    });
    const served = await testApp.app.inject({ method: 'GET', url: blog.blogImage.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(80);
  });

  it('never lets an XSS payload survive the save', async () => {
    const payloads = [
      '<p>a</p><script>alert(1)</script>',
      '<img src="https://x.io/a.png" onerror="alert(1)"><p onclick="alert(1)">b</p>',
      '<a href="javascript:alert(1)">c</a>',
      '<svg onload="alert(1)"><circle/></svg><p>d</p>',
      '<iframe src="https://evil.example"></iframe><p>e</p>',
      '<style>p{background:url(javascript:alert(1))}</style><p style="color:red">f</p>',
    ];
    for (const content of payloads) {
      const response = await createBlog(author, await validBlogFields({ content }));
      expect(response.statusCode).toBe(201);
      const saved = (await get(`/blogs/${response.json().data._id}`, author.headers)).json().data.content;
      expect(saved).not.toMatch(/<script|onerror|onclick|onload|javascript:|<svg|<iframe|<style|style=/i);
    }
  });

  it('refuses content that is nothing once cleaned', async () => {
    const response = await createBlog(
      author,
      await validBlogFields({ content: '<script>alert(1)</script><p><br></p>' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ field: 'content', message: 'Content is required' });
  });

  it('lists every missing field with the spec messages, heading first', async () => {
    const response = await createBlog(author, { heading: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'heading', message: 'Heading is required' },
      { field: 'subHeading', message: 'Subheading is required' },
      { field: 'content', message: 'Content is required' },
      { field: 'blogCategory', message: 'Category is required' },
      { field: 'blogImage', message: 'Image is required' },
    ]);
    expect(response.json().message).toBe('Heading is required');
  });

  it('refuses fields over their limits and unknown fields', async () => {
    const response = await createBlog(
      author,
      await validBlogFields({ heading: 'h'.repeat(151), blogCategory: 'c'.repeat(51), extra: 'x' }),
    );
    expect(response.json().errors).toEqual([
      { field: 'heading', message: 'Heading must be at most 150 characters long' },
      { field: 'blogCategory', message: 'Category must be at most 50 characters long' },
      { field: 'extra', message: 'Unknown field extra' },
    ]);
  });

  it('refuses a PNG renamed .jpg and sent as image/jpeg (422)', async () => {
    const response = await createBlog(
      author,
      await validBlogFields({
        blogImage: { bytes: await image(80, 40, 'png'), type: 'image/jpeg', name: 'cover.jpg' },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ field: 'blogImage', message: 'Unsupported file type' });
  });

  it('refuses a text file named .png (422)', async () => {
    const response = await createBlog(
      author,
      await validBlogFields({
        blogImage: { bytes: Buffer.from('not an image at all'), type: 'image/png', name: 'a.png' },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ field: 'blogImage', message: 'Unsupported file type' });
  });

  it('refuses a portrait image (422)', async () => {
    const response = await createBlog(
      author,
      await validBlogFields({
        blogImage: { bytes: await image(40, 80), type: 'image/jpeg', name: 'tall.jpg' },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ field: 'blogImage', message: 'Image must be landscape.' });
  });

  it('refuses a 6 MB image (413) and stores nothing', async () => {
    const countBlogs = async () =>
      Number(
        (
          await testApp.app.db
            .selectFrom('blogs')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await countBlogs();
    const big = Buffer.concat([await image(80, 40), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await createBlog(
      author,
      await validBlogFields({ blogImage: { bytes: big, type: 'image/jpeg', name: 'big.jpg' } }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'File size is too large' });
    expect(await countBlogs()).toBe(before);
  });

  it('refuses a request that is not multipart (422) and a visitor (401)', async () => {
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/blogs',
      headers: author.headers,
      payload: { heading: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const body = await multipart(await validBlogFields());
    const visitor = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/blogs',
      payload: body.payload,
      headers: body.headers,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

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
      await app.app.inject({ method: 'POST', url: `/api/v1/b/likes/${old}`, headers: reader.headers });
      await app.app.inject({ method: 'POST', url: `/api/v1/b/likes/${liked}`, headers: reader.headers });
      // The like on the old blog is from last month: it no longer counts for trending.
      await app.app.db
        .updateTable('blog_likes')
        .set({ created_at: now - 30 * 24 * 60 * 60 * 1000 })
        .where('blog_id', '=', old)
        .execute();

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
