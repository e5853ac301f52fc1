import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { RATE_LIMITS } from '../../auth/account-rules.js';
import { multipart, validBlogFields } from './blog-test-fixtures.js';

// D13, ADR 0124: an edit with a new image counts against the same per-user limit as a new blog (20 in 15
// minutes); a text edit does not count.

let testApp: TestApp;
let author: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

async function send(method: 'POST' | 'PATCH', url: string, user: SignedInUser, withImage: boolean) {
  const fields: Record<string, unknown> = await validBlogFields();
  if (!withImage) delete fields.blogImage;
  const body = await multipart(fields as Parameters<typeof multipart>[0]);
  return testApp.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...user.headers, ...body.headers },
  });
}

describe('blog images per user (D13, ADR 0124)', () => {
  it('refuses the edit with an image past the limit, counted with the creations; text edits go on', async () => {
    const { max } = RATE_LIMITS.uploadsPerUser;
    const created = await send('POST', '/api/v1/blogs', author, true);
    expect(created.statusCode).toBe(201);
    const url = `/api/v1/blogs/${created.json().data._id}`;
    for (let sent = 1; sent < max; sent += 1) {
      expect((await send('PATCH', url, author, true)).statusCode).toBe(200);
    }
    const refused = await send('PATCH', url, author, true);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, data: null, success: false });
    // A text edit sends no image and is not counted.
    expect((await send('PATCH', url, author, false)).statusCode).toBe(200);
    // A new blog counts against the same limit.
    expect((await send('POST', '/api/v1/blogs', author, true)).statusCode).toBe(429);
    // Another author is not affected.
    const other = await createSignedInUser(testApp.app);
    expect((await send('POST', '/api/v1/blogs', other, true)).statusCode).toBe(201);
  });
});
