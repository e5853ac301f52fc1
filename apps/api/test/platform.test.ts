import { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purposeKey } from '../src/auth/purpose-keys.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createSignedInUser } from './signed-in-user.js';

describe('the contract-driven platform', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports health with the database it uses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    expect(response.json()).toEqual({
      statusCode: 200,
      data: { status: 'ok', database: expected },
      message: 'OK',
      success: true,
    });
  });

  it('answers bad input with 422 and the contract messages, every field at once', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      data: null,
      success: false,
      message: 'Username is required',
      errors: [
        { field: 'username', message: 'Username is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ],
    });
  });

  it('calls an empty email missing rather than invalid', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: '   ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('refuses unknown fields and wrong types instead of dropping or coercing them', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: 'ada@example.com', admin: true },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toEqual({ field: 'admin', message: 'admin is not an allowed field' });

    const wrongType = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: 12345 },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors[0].field).toBe('email');
  });

  it('answers a body that is not JSON with 422, never 400 or 500', async () => {
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ success: false, errors: [{ field: 'body' }] });

    const text = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=ada',
    });
    expect(text.statusCode).toBe(422);
  });

  it('answers an oversize JSON body with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'ada@example.com', password: 'x'.repeat(400 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('coerces query values and applies the contract limits', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/courses?limit=500' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('limit');
  });

  it('refuses protected operations without a token, with a forged token and with an expired one', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/v1/profile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ statusCode: 401, success: false, data: null });

    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.statusCode).toBe(401);

    const { SignJWT } = await import('jose');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('665f1c2ab4d0e3a1f2c3d4e5')
      .setIssuer('devlearn')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(purposeKey(testApp.config.jwtSecret, 'access-token')));
    const late = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(late.statusCode).toBe(401);
  });

  it('sets request ids and security headers on every answer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("writes every answer's headers from the reply in one go, none set on the raw response (ADR 0066)", async () => {
    // One raw setHeader sends all of an answer's headers through Node's per-header merge in writeHead, its
    // slow path (ADR 0066). Checked over a real socket, as inject's responses always take that path.
    const user = await createSignedInUser(testApp.app);
    const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const rawSetHeader = vi.spyOn(ServerResponse.prototype, 'setHeader');
    try {
      const answers = await Promise.all(
        [
          { url: '/api/v1/health' },
          { url: '/api/v1/courses?limit=8' },
          { url: '/api/v1/courses/query?query=reac' },
          { url: '/api/v1/blogs', headers: user.headers },
          { url: '/api/v1/users/self', headers: user.headers },
          { url: '/api/v1/nothing-here' },
          { url: '/api/v1/courses?limit=0' },
        ].map(({ url, headers }) => fetch(`${origin}${url}`, { headers })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 404, 422]);
      for (const answer of answers) {
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-request-id')).toBeTruthy();
      }
      expect(rawSetHeader).not.toHaveBeenCalled();
    } finally {
      rawSetHeader.mockRestore();
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, success: false });
  });

  it('lets a signed-in user through the bearer check', async () => {
    const user = await createSignedInUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: user.headers,
    });
    expect(response.statusCode).not.toBe(401);
  });
});
