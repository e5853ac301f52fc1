import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { newId } from '../db/ids.js';

let testApp: TestApp;
let reader: SignedInUser;
let courseId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  reader = await createSignedInUser(testApp.app);
  const course = await testApp.app.db.selectFrom('courses').select('id').executeTakeFirstOrThrow();
  courseId = course.id;
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('ETag and 304 on the public reads (ADR 0067)', () => {
  it('the course list answers 304 without a body to the ETag it gave', async () => {
    const first = await get('/api/v1/courses?limit=8');
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get('/api/v1/courses?limit=8')).headers.etag).toBe(etag);

    const again = await get('/api/v1/courses?limit=8', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get('/api/v1/courses?limit=8', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);

    const stale = await get('/api/v1/courses?limit=8', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    expect((await get('/api/v1/courses?limit=4')).headers.etag).not.toBe(etag);
  });

  it("a course read with a token is private, and its tag differs from a visitor's", async () => {
    const visitor = await get(`/api/v1/courses/${courseId}`);
    const signedIn = await get(`/api/v1/courses/${courseId}`, reader.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toContain('Authorization');
    expect(signedIn.headers.etag).toBeDefined();
    const revalidated = await get(`/api/v1/courses/${courseId}`, {
      ...reader.headers,
      'if-none-match': signedIn.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(visitor.headers.etag).toBeDefined();
  });

  it('a blog gets a new tag when its like count changes, so a stale copy is answered in full', async () => {
    const blogId = newId();
    await testApp.app.db
      .insertInto('blogs')
      .values({
        id: blogId,
        author_id: reader.id,
        heading: 'Conditional reads',
        sub_heading: 'Sub heading',
        content: '<p>Body</p>',
        excerpt: 'Body',
        category: 'Git',
        image_key: `${newId()}.jpg`,
        total_likes: 0,
        created_at: Date.now(),
      })
      .execute();
    const before = await get(`/api/v1/blogs/${blogId}`, reader.headers);
    const etag = before.headers.etag as string;
    expect(before.statusCode).toBe(200);
    const like = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/b/likes/${blogId}`,
      headers: reader.headers,
    });
    expect(like.statusCode).toBe(200);
    const after = await get(`/api/v1/blogs/${blogId}`, { ...reader.headers, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.totalLikes).toBe(1);
  });

  it('errors carry no tag', async () => {
    const missing = await get(`/api/v1/courses/${newId()}`, { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
