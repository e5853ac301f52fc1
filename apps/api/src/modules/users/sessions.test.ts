import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from '../../../test/accounts.js';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';

describe('refresh tokens and logout (D10)', () => {
  let mail: MailCatcher;
  let testApp: TestApp;
  let email: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: mail.url } });
    email = await registerAndVerify(testApp.app, mail, 'session_user');
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  async function signIn(): Promise<{ accessToken: string; refreshToken: string }> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    return {
      accessToken: response.json().data.accessToken,
      refreshToken: refreshCookieFrom(response.headers) ?? '',
    };
  }
  const refreshWithCookie = (refreshToken: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/users/refresh-token', cookies: { refreshToken } });
  const refreshWithBody = (refreshToken: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/users/refresh-token', payload: { refreshToken } });

  it('exchanges the cookie for a new access token and rotates the cookie', async () => {
    const { refreshToken } = await signIn();
    const response = await refreshWithCookie(refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statusCode: 200,
      success: true,
      data: { accessToken: expect.any(String) },
    });
    const rotated = refreshCookieFrom(response.headers);
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(refreshToken);
    const self = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: { authorization: `Bearer ${response.json().data.accessToken}` },
    });
    expect(self.json().data.email).toBe(email);
  });

  it('takes the token from the body first (the Google landing page)', async () => {
    const { refreshToken } = await signIn();
    const response = await refreshWithBody(refreshToken);
    expect(response.statusCode).toBe(200);
    expect(refreshCookieFrom(response.headers)).toBeDefined();
  });

  it('revokes the whole sign-in when a used token comes back (reuse detection)', async () => {
    const { refreshToken: first } = await signIn();
    const second = refreshCookieFrom((await refreshWithCookie(first)).headers) ?? '';
    const replay = await refreshWithCookie(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid refresh token. Please Login!');
    // The legitimate holder's newer token died with the chain.
    expect((await refreshWithCookie(second)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the same user alone when one chain is revoked', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    await refreshWithCookie(laptop.refreshToken);
    await refreshWithCookie(laptop.refreshToken);
    expect((await refreshWithCookie(phone.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 for a missing, unknown or expired refresh token', async () => {
    const none = await testApp.app.inject({ method: 'POST', url: '/api/v1/users/refresh-token' });
    expect(none.statusCode).toBe(401);
    expect((await refreshWithCookie('x'.repeat(43))).statusCode).toBe(401);

    const { refreshToken } = await signIn();
    await testApp.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await refreshWithCookie(refreshToken)).statusCode).toBe(401);
  });

  it('refuses a malformed body token with 422', async () => {
    const response = await refreshWithBody('short');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'refreshToken', message: 'Invalid refresh token. Please Login!' },
    ]);
  });

  it('logs out: revokes the refresh token and clears the cookie', async () => {
    const { accessToken, refreshToken } = await signIn();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      cookies: { refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      data: null,
      message: 'Logged out successfully',
      success: true,
    });
    expect(String(response.headers['set-cookie'])).toMatch(/^refreshToken=;.*Expires=Thu, 01 Jan 1970/);
    expect((await refreshWithCookie(refreshToken)).statusCode).toBe(401);
  });

  it('logs out with only the refresh cookie when the access token has expired', async () => {
    const { refreshToken } = await signIn();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/logout',
      headers: { authorization: 'Bearer expired.or.forged' },
      cookies: { refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect((await refreshWithCookie(refreshToken)).statusCode).toBe(401);
  });

  it('refuses logout with neither an access token nor a refresh cookie (401)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/users/logout' });
    expect(response.statusCode).toBe(401);
  });
});
