import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { lessonDiscussion, type LessonDiscussion } from '../../../test/lesson-discussion.js';

// ADR 0172: comments and replies share one per-user allowance (COMMENT_POST_LIMIT per 15 minutes).

let testApp: TestApp;
let discussion: LessonDiscussion;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { COMMENT_POST_LIMIT: '3' } });
  discussion = await lessonDiscussion(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const post = (url: string, headers: Record<string, string>, comment: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: { comment } });

describe('comment posts per user (ADR 0172)', () => {
  it('refuses the post past the limit, comments and replies counted together; others go on', async () => {
    const ada = await discussion.enrolledUser();
    const first = await post(`/c/comments/${discussion.lessonId}`, ada.headers, 'First question');
    expect(first.statusCode).toBe(201);
    const threadId = first.json().data._id as string;
    expect((await post(`/c/comments/${threadId}/replies`, ada.headers, 'A follow-up')).statusCode).toBe(201);
    expect((await post(`/c/comments/${discussion.lessonId}`, ada.headers, 'Third')).statusCode).toBe(201);

    const refused = await post(`/c/comments/${threadId}/replies`, ada.headers, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, data: null, success: false });
    expect((await post(`/c/comments/${discussion.lessonId}`, ada.headers, 'Still too many')).statusCode).toBe(
      429,
    );

    // Nothing refused was stored, and another learner is not affected.
    const thread = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/c/comments/${threadId}/replies`,
      headers: ada.headers,
    });
    expect(thread.json().data).toHaveLength(1);
    const grace = await discussion.enrolledUser();
    expect((await post(`/c/comments/${discussion.lessonId}`, grace.headers, 'My turn')).statusCode).toBe(201);
  });

  it('is off with COMMENT_POST_LIMIT=0 (load tests only) and on by default', async () => {
    const { loadConfig } = await import('../../config.js');
    const base = { DATA_DIR: '/tmp/devlearn-config-check', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).commentPostLimit).toBe(120);
    expect(loadConfig({ ...base, COMMENT_POST_LIMIT: '0' }).commentPostLimit).toBe(0);
    expect(() => loadConfig({ ...base, COMMENT_POST_LIMIT: 'lots' })).toThrow(/COMMENT_POST_LIMIT/);
  });
});
