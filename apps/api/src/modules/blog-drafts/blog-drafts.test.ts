import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

// D33 on the store the suite runs against (SQLite, or PostgreSQL with TEST_DATABASE_URL).

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const draftOf = (author: SignedInUser | null, method: 'GET' | 'PUT' | 'DELETE', payload?: unknown) =>
  testApp.app.inject({
    method,
    url: '/api/v1/blogs/draft',
    headers: author?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const fields = {
  heading: 'Half a heading',
  subHeading: '',
  blogCategory: 'Frontend',
  content: '<p>Started <strong>writing</strong></p>',
};

describe('/blogs/draft (getBlogDraft, saveBlogDraft, deleteBlogDraft)', () => {
  it('keeps one draft per author, as typed, until it is thrown away', async () => {
    const author = await createSignedInUser(testApp.app);
    expect((await draftOf(author, 'GET')).json()).toMatchObject({ success: true, data: null });

    const saved = await draftOf(author, 'PUT', fields);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject(fields);

    // The next save replaces it; the author reads the latest from anywhere (another device).
    await draftOf(author, 'PUT', { ...fields, heading: 'A whole heading' });
    expect((await draftOf(author, 'GET')).json().data).toMatchObject({
      ...fields,
      heading: 'A whole heading',
    });

    expect((await draftOf(author, 'DELETE')).statusCode).toBe(200);
    expect((await draftOf(author, 'GET')).json().data).toBeNull();
    // Throwing away what is not there is not an error.
    expect((await draftOf(author, 'DELETE')).statusCode).toBe(200);
  });

  it("keeps authors' drafts apart and needs a token", async () => {
    const author = await createSignedInUser(testApp.app);
    const other = await createSignedInUser(testApp.app);
    await draftOf(author, 'PUT', fields);
    expect((await draftOf(other, 'GET')).json().data).toBeNull();
    expect((await draftOf(null, 'GET')).statusCode).toBe(401);
    expect((await draftOf(null, 'PUT', fields)).statusCode).toBe(401);
  });

  it('sanitises the content like a blog (it goes back into the editor)', async () => {
    const author = await createSignedInUser(testApp.app);
    const saved = await draftOf(author, 'PUT', {
      ...fields,
      content: '<p onclick="steal()">Hi</p><script>steal()</script><img src=x onerror=steal()>',
    });
    const content: string = saved.json().data.content;
    expect(content).toContain('Hi');
    expect(content).not.toMatch(/script|onclick|onerror/);
  });

  it('refuses fields over the create form limits with 422 and the field', async () => {
    const author = await createSignedInUser(testApp.app);
    const response = await draftOf(author, 'PUT', { ...fields, heading: 'x'.repeat(151) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({
      message: 'Heading must be at most 150 characters long',
      field: 'heading',
    });
    expect((await draftOf(author, 'PUT', { heading: 'only this' })).statusCode).toBe(422);
  });
});
