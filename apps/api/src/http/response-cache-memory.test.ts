import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { RESPONSE_CACHE_MAX_BYTES, RESPONSE_CACHE_MAX_ENTRY_BYTES } from './response-cache.js';

// ADR 0130: the response cache cannot be used to fill memory. The attack asks for one large comment page under
// 2,000 addresses: unknown parameters, encoded names, and distinct valid cursors (each a real, different key).
const VARIANTS = 2000;
const MAX_GROWTH_BYTES = 30 * 1024 * 1024;

// The suite runs without --expose-gc; V8's flag can still be set at run time and the function read from a
// fresh context.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function retainedBytes(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

let testApp: TestApp;
let learner: SignedInUser;
let lessonId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  learner = await createSignedInUser(testApp.app);
  const lesson = await testApp.app.db
    .selectFrom('lessons')
    .select(['id', 'course_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
  await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/enrollment/${lesson.course_id}`,
    headers: learner.headers,
  });
  // 100 comments of 1,000 characters, each sent as its text and its rendered HTML (D49): one page of about
  // 235 KB, just under the size a kept answer may have.
  for (let index = 0; index < 100; index++) {
    const posted = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/c/comments/${lessonId}`,
      headers: learner.headers,
      payload: { comment: `${index} ${'x'.repeat(990)}` },
    });
    expect(posted.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await testApp.close();
});

function variant(index: number): string {
  const hex = index.toString(16).padStart(24, '0');
  switch (index % 5) {
    case 0:
    case 1:
      return `?v=${index}`;
    case 2:
    case 3:
      return `?%6cimit=${'0'.repeat(index % 7)}100&x${index}=1`;
    default:
      // A cursor past every comment: a valid, distinct key whose page holds all 100 comments.
      return `?sort=recent&after=999999999999999_${hex}`;
  }
}

describe('the response cache under 2,000 addresses of one large page', () => {
  it('grows retained memory by at most 30 MB and stays within its byte budget', async () => {
    const url = `/api/v1/c/comments/${lessonId}`;
    const first = await testApp.app.inject({ method: 'GET', url, headers: learner.headers });
    expect(first.statusCode).toBe(200);
    expect(Buffer.byteLength(first.body)).toBeGreaterThan(200 * 1024);
    expect(Buffer.byteLength(first.body)).toBeLessThan(RESPONSE_CACHE_MAX_ENTRY_BYTES);

    const before = retainedBytes();
    const rssBefore = process.memoryUsage().rss;
    for (let index = 0; index < VARIANTS; index++) {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: url + variant(index),
        headers: learner.headers,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.length).toBe(first.body.length);
      // Let the event loop turn, as between a server's requests: inject finishes its writes in a later turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const growth = retainedBytes() - before;
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    console.info(
      `response cache attack: retained +${(growth / 1048576).toFixed(1)} MB, rss +${(rssGrowth / 1048576).toFixed(1)} MB, ` +
        `kept ${testApp.app.responseCache?.size} answers, ${((testApp.app.responseCache?.bytes ?? 0) / 1048576).toFixed(1)} MB`,
    );
    expect(testApp.app.responseCache?.bytes).toBeLessThanOrEqual(RESPONSE_CACHE_MAX_BYTES);
    expect(growth).toBeLessThanOrEqual(MAX_GROWTH_BYTES);
  }, 60_000);
});
