import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { multipart, validBlogFields } from './blog-test-fixtures.js';

// D38 and ADR 0045: what a blog list item carries compared with the blog's own page.

let testApp: TestApp;
let author: SignedInUser;
let reader: SignedInUser;
let blogId: string;

const CONTENT =
  '<h2>Routing</h2><p>The <strong>app</strong> router maps folders to URLs &amp; every folder can hold a ' +
  'layout.</p><p>' +
  Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ') +
  '</p><img src="https://tracker.example/pixel.gif?reader=1">';

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
  reader = await createSignedInUser(testApp.app);
  const body = await multipart(await validBlogFields({ content: CONTENT }));
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/blogs',
    payload: body.payload,
    headers: { ...author.headers, ...body.headers },
  });
  expect(created.statusCode).toBe(201);
  blogId = created.json().data._id;
  await testApp.app.inject({ method: 'POST', url: `/api/v1/b/likes/${blogId}`, headers: reader.headers });
});
afterAll(async () => {
  await testApp.close();
});

const EXCERPT =
  'Routing The app router maps folders to URLs & every folder can hold a layout. ' +
  Array.from({ length: 15 }, (_, index) => `word${index}`).join(' ');

describe('a blog in a list', () => {
  it.each([
    ['/blogs?sortType=latest', () => reader],
    ['/blogs?sortType=trending', () => reader],
    ['/blogs/self/blogs', () => author],
    ['/b/likes/self', () => reader],
  ])('%s carries a 30-word plain-text excerpt as content and the author without email', async (url, who) => {
    const response = await testApp.app.inject({ url: `/api/v1${url}`, headers: who().headers });
    expect(response.statusCode).toBe(200);
    const [blog] = response.json().data.blogs;
    expect(blog._id).toBe(blogId);
    expect(blog.content).toBe(EXCERPT);
    expect(blog.content.split(' ')).toHaveLength(30);
    expect(blog.author).toEqual({ _id: author.id, username: author.username });
    expect(response.body).not.toContain(author.email);
    expect(response.body).not.toContain('<strong>');
  });

  it('keeps the HTML and the author email on the blog page, without the remote image', async () => {
    const response = await testApp.app.inject({ url: `/api/v1/blogs/${blogId}`, headers: reader.headers });
    expect(response.statusCode).toBe(200);
    const blog = response.json().data;
    expect(blog.author).toEqual({ _id: author.id, username: author.username, email: author.email });
    expect(blog.content).toContain('<p>The <strong>app</strong> router');
    expect(blog.content).not.toContain('tracker.example');
    expect(blog.content).not.toContain('<img');
  });

  it('reads the stored excerpt, never the content, when it lists', async () => {
    await testApp.app.db
      .updateTable('blogs')
      .set({ excerpt: 'stored excerpt' })
      .where('id', '=', blogId)
      .execute();
    // A write straight to the store retires the kept lists itself (ADR 0131).
    await testApp.app.responseCache?.retire(['blogs']);
    const response = await testApp.app.inject({
      url: '/api/v1/blogs?sortType=latest',
      headers: reader.headers,
    });
    expect(response.json().data.blogs[0].content).toBe('stored excerpt');
    await testApp.app.db.updateTable('blogs').set({ excerpt: EXCERPT }).where('id', '=', blogId).execute();
  });
});
