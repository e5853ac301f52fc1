import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { image, multipart, validBlogFields } from '../modules/blogs/blog-test-fixtures.js';

// ADR 0121: one user's large uploads cannot stall another user's. The image work queue runs one job per user at
// a time, the users in turn, and refuses a user who already has two images in it (429 with Retry-After).

let testApp: TestApp;
let author: SignedInUser;
let other: SignedInUser;
let blogId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
  other = await createSignedInUser(testApp.app);
  const form = await multipart(await validBlogFields());
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/blogs',
    headers: { ...author.headers, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode).toBe(201);
  blogId = created.json().data._id;
});
afterAll(async () => {
  await testApp.close();
});

async function editWithImage(bytes: Buffer) {
  const form = await multipart(
    await validBlogFields({ blogImage: { bytes, type: 'image/jpeg', name: 'large.jpg' } }),
  );
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/v1/blogs/${blogId}`,
    headers: { ...author.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('image work per user (ADR 0121)', () => {
  it("another user's avatar answers within 1 s while four large edits of one user are in flight", async () => {
    // 24 megapixels: seconds of decoding, re-encoding and four smaller widths per edit.
    const large = await image(6000, 4000);
    const settled: boolean[] = [false, false, false, false];
    const edits = settled.map((_, index) =>
      editWithImage(large).then((response) => {
        settled[index] = true;
        return response;
      }),
    );
    // Two of the four are refused at once (the user already has two images in the queue).
    await expect.poll(() => settled.filter(Boolean).length, { timeout: 10_000 }).toBe(2);

    const avatar = await multipartBody({
      avatar: { bytes: await image(400, 400, 'png'), type: 'image/png', filename: 'avatar.png' },
    });
    const startedAt = performance.now();
    const uploaded = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-avatar',
      headers: { ...other.headers, ...avatar.headers },
      payload: avatar.payload,
    });
    const tookMs = performance.now() - startedAt;
    expect(uploaded.statusCode).toBe(200);
    // The other user's answer came while the first user's accepted edits were still being processed.
    expect(settled.filter(Boolean).length).toBe(2);
    expect(tookMs).toBeLessThan(1_000);

    const answers = await Promise.all(edits);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toMatchObject({ statusCode: 429, data: null, success: false });
    }
  }, 60_000);
});
