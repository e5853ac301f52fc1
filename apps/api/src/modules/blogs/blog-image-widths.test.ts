import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { image, multipart, validBlogFields, type FilePart } from './blog-test-fixtures.js';

// ADR 0078: a blog's image is also stored at the srcset widths below its own on upload, listed in
// `blogImage.srcset` wherever the blog is answered, and removed with it, on the store the suite runs against.

let testApp: TestApp;
let author: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

interface BlogImage {
  url: string;
  srcset?: string;
}

async function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string | FilePart>) {
  const body = await multipart(fields);
  const response = await testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...author.headers, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json().data as { _id: string; blogImage: BlogImage };
}

const cover = async (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => ({
  blogImage: {
    bytes: await image(width, height, format),
    type: `image/${format}`,
    name: `cover.${format === 'jpeg' ? 'jpg' : 'png'}`,
  },
});

/** `srcset` as [url, width] pairs, in its order. */
function candidatesOf(srcset: string | undefined): Array<[string, number]> {
  expect(srcset).toBeDefined();
  return (srcset as string).split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    expect(descriptor).toMatch(/^\d+w$/);
    return [url as string, Number.parseInt(descriptor as string, 10)];
  });
}

const fetchMedia = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('blog images at several widths', () => {
  it('stores a 1600 px cover at 320, 640, 960 and 1280 px too, same proportions and format, each served', async () => {
    const blog = await send('POST', '/blogs', await validBlogFields(await cover(1600, 900)));
    const candidates = candidatesOf(blog.blogImage.srcset);
    expect(candidates.map(([, width]) => width)).toEqual([320, 640, 960, 1280, 1600]);
    // `url` stays the uploaded image itself, the widest candidate.
    expect(candidates.at(-1)).toEqual([blog.blogImage.url, 1600]);
    for (const [url, width] of candidates) {
      const served = await fetchMedia(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        width,
        (width * 900) / 1600,
      ]);
    }
  });

  it('never makes a copy wider than the upload, and keeps a PNG a PNG', async () => {
    const blog = await send('POST', '/blogs', await validBlogFields(await cover(700, 350, 'png')));
    const candidates = candidatesOf(blog.blogImage.srcset);
    expect(candidates.map(([, width]) => width)).toEqual([320, 640, 700]);
    for (const [url, width] of candidates) {
      expect(url).toMatch(/\.png$/);
      const metadata = await sharp((await fetchMedia(url)).rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual(['png', width]);
    }
  });

  it('answers an image under 320 px with its url alone, as before', async () => {
    const blog = await send('POST', '/blogs', await validBlogFields(await cover(300, 150)));
    expect(blog.blogImage).toEqual({ url: expect.stringMatching(/^\/media\/[a-f0-9]{24}\.jpg$/) });
  });

  it('lists the same srcset on the blog page and in every blog list', async () => {
    const blog = await send('POST', '/blogs', await validBlogFields(await cover(1000, 500)));
    expect(candidatesOf(blog.blogImage.srcset).map(([, width]) => width)).toEqual([320, 640, 960, 1000]);
    const get = async (url: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: author.headers })).json()
        .data;
    expect((await get(`/blogs/${blog._id}`)).blogImage).toEqual(blog.blogImage);
    for (const list of ['/blogs?sortType=latest', '/blogs?sortType=trending', '/blogs/self/blogs']) {
      const listed = (await get(list)).blogs.find((b: { _id: string }) => b._id === blog._id);
      expect(listed?.blogImage, list).toEqual(blog.blogImage);
    }
  });

  it('removes every width of the old image when the image is replaced, and every width when deleted', async () => {
    const blog = await send('POST', '/blogs', await validBlogFields(await cover(1300, 650)));
    const oldUrls = candidatesOf(blog.blogImage.srcset).map(([url]) => url);
    expect(oldUrls).toHaveLength(5);

    const edited = await send('PATCH', `/blogs/${blog._id}`, await validBlogFields(await cover(800, 400)));
    for (const url of oldUrls) expect((await fetchMedia(url)).statusCode, url).toBe(404);
    const newUrls = candidatesOf(edited.blogImage.srcset).map(([url]) => url);
    expect(newUrls).toHaveLength(3);
    for (const url of newUrls) expect((await fetchMedia(url)).statusCode, url).toBe(200);

    const { blogImage: _image, ...textOnly } = await validBlogFields();
    const kept = await send('PATCH', `/blogs/${blog._id}`, textOnly);
    expect(kept.blogImage).toEqual(edited.blogImage);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/blogs/${blog._id}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of newUrls) expect((await fetchMedia(url)).statusCode, url).toBe(404);
  });

  it('answers a blog written before the widths existed with its url alone', async () => {
    const blog = await send('POST', '/blogs', await validBlogFields(await cover(1000, 500)));
    await testApp.app.db
      .updateTable('blogs')
      .set({ image_srcset: null })
      .where('id', '=', blog._id)
      .execute();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/blogs/${blog._id}`,
      headers: author.headers,
    });
    expect(response.json().data.blogImage).toEqual({ url: blog.blogImage.url });
  });
});
