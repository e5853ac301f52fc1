import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { image, multipart, validBlogFields, type FilePart } from './blog-test-fixtures.js';

// D33: an author edits their own blog under the create form's rules, on the store the suite runs against.

let testApp: TestApp;
let author: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  user: SignedInUser,
  fields: Record<string, string | FilePart>,
) {
  const body = await multipart(fields);
  return testApp.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}

async function publish(user: SignedInUser) {
  const response = await send('POST', '/api/v1/blogs', user, await validBlogFields());
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; blogImage: { url: string } };
}

const textFields = {
  heading: 'What I learned, revised',
  subHeading: 'Now with the part about caching.',
  content: '<p>Edited <em>content</em></p><script>alert(1)</script>',
  blogCategory: 'Caching',
};

describe('PATCH /blogs/{blogId} (updateBlog)', () => {
  it('lets the author change the text and keep the image, sanitised like a new blog', async () => {
    const blog = await publish(author);
    const response = await send('PATCH', `/api/v1/blogs/${blog._id}`, author, textFields);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Blog updated successfully!');
    expect(response.json().data).toMatchObject({
      _id: blog._id,
      heading: textFields.heading,
      subHeading: textFields.subHeading,
      content: '<p>Edited <em>content</em></p>',
      blogCategory: 'Caching',
      blogImage: { url: blog.blogImage.url },
    });
    // The list's excerpt follows the edit.
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/blogs/self/blogs',
      headers: author.headers,
    });
    const listed = mine.json().data.blogs.find((item: { _id: string }) => item._id === blog._id);
    expect(listed.content).toBe('Edited content');
  });

  it('replaces the image with a checked one and removes the old file', async () => {
    const blog = await publish(author);
    const response = await send('PATCH', `/api/v1/blogs/${blog._id}`, author, {
      ...textFields,
      blogImage: { bytes: await image(120, 60, 'png'), type: 'image/png', name: 'new.png' },
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.blogImage.url;
    expect(url).not.toBe(blog.blogImage.url);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: blog.blogImage.url })).statusCode).toBe(404);
  });

  it('holds an edit to the create rules: required fields, a landscape image', async () => {
    const blog = await publish(author);
    const blank = await send('PATCH', `/api/v1/blogs/${blog._id}`, author, { ...textFields, heading: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors[0]).toEqual({ message: 'Heading is required', field: 'heading' });
    const portrait = await send('PATCH', `/api/v1/blogs/${blog._id}`, author, {
      ...textFields,
      blogImage: { bytes: await image(40, 80), type: 'image/jpeg', name: 'tall.jpg' },
    });
    expect(portrait.statusCode).toBe(422);
    expect(portrait.json().errors[0]).toEqual({ message: 'Image must be landscape.', field: 'blogImage' });
  });

  it('refuses anyone but the author (403), an unknown blog (404) and no token (401)', async () => {
    const blog = await publish(author);
    const other = await createSignedInUser(testApp.app);
    const refused = await send('PATCH', `/api/v1/blogs/${blog._id}`, other, textFields);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the author can edit this blog');
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/blogs/${blog._id}`,
      headers: author.headers,
    });
    expect(after.json().data.heading).toBe('What I learned shipping my first Next.js app');
    expect(
      (await send('PATCH', '/api/v1/blogs/0123456789abcdef01234567', author, textFields)).statusCode,
    ).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'PATCH', url: `/api/v1/blogs/${blog._id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
