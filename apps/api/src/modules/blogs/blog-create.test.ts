import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { image, multipart, validBlogFields, type FilePart } from './blog-test-fixtures.js';

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
      state: 'visible',
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
