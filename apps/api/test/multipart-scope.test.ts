import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { multipartBody } from './multipart.js';

// @fastify/multipart is registered only around the upload operations (ADR 0055: its per-request hooks
// ran on every route). A multipart body anywhere else is still accepted unread, as before, so the answers
// stay those of the operation (its schema's 422, a 404 for an unknown path), not a 415.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('multipart bodies outside the upload operations', () => {
  it('a JSON operation answers its validation refusal listing the required fields', async () => {
    const body = await multipartBody({ email: 'someone@example.com' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/users/login', ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, data: null });
    expect(JSON.stringify(response.json())).toMatch(/email|password/i);
  });

  it('an unknown path is still a 404 with the envelope', async () => {
    const body = await multipartBody({ x: '1' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/no-such-thing', ...body });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, success: false });
  });

  it('only the upload operations run the multipart hooks', () => {
    const routes = testApp.app.printRoutes({ includeHooks: true, commonPrefix: false });
    const hooksOf = (route: string) => routes.slice(routes.indexOf(route)).split('\n').slice(0, 5).join('\n');
    expect(hooksOf('/api/v1/health (GET)')).not.toContain('(onResponse)');
    expect(hooksOf('/api/v1/users/update-avatar (PATCH)')).toContain('(onResponse)');
  });
});
