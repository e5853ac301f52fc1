import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_MS } from '../../auth/account-rules.js';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from '../../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  callbackAnswer,
  exchangeGoogleCodes,
  landingCodes,
  startLocalGoogle,
  type LocalGoogle,
} from '../../../test/google-provider.js';
import { otpIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';

// D47 and ADR 0111: sign-in, refresh and Google sign-in set the `session` cookie of page requests; logout, a
// password reset and a refused refresh clear it; no API operation takes it as a credential.

type Headers = Record<string, unknown>;

/** The raw Set-Cookie line of the page session cookie, if the answer has one. */
function sessionSetCookie(headers: Headers): string | undefined {
  const setCookie = headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie : [setCookie];
  return lines.find((line): line is string => typeof line === 'string' && line.startsWith('session='));
}

const valueOf = (line: string | undefined) => /^session=([^;]*)/.exec(line ?? '')?.[1];
const attributesOf = (line: string | undefined) =>
  (line ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

function expectCleared(headers: Headers) {
  const line = sessionSetCookie(headers);
  expect(line, 'a Set-Cookie that clears the session cookie').toBeDefined();
  expect(valueOf(line)).toBe('');
  expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  expect(attributesOf(line)).toContain('path=/');
}

describe('the page session cookie (D47) on an http origin', () => {
  let google: LocalGoogle;
  let mail: MailCatcher;
  let testApp: TestApp;
  const app = () => testApp.app;

  beforeAll(async () => {
    google = await startLocalGoogle();
    mail = await startMailCatcher();
    testApp = await buildTestApp({
      env: { SMTP_URL: mail.url, APP_ORIGIN: 'http://localhost:3000', ...google.env },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
    await mail.close();
  });

  const post = (url: string, payload?: object, cookies?: Record<string, string>) =>
    app().inject({ method: 'POST', url: `/api/v1/users/${url}`, payload, cookies });

  async function signIn(username: string) {
    const email = await registerAndVerify(app(), mail, username);
    const login = await post('login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return {
      email,
      login,
      accessToken: login.json().data.accessToken as string,
      refreshToken: refreshCookieFrom(login.headers) ?? '',
    };
  }

  it('sign-in sets it to the access token: HttpOnly, SameSite=Lax, Path=/, not Secure on http', async () => {
    const { login, accessToken } = await signIn('page_login');
    const line = sessionSetCookie(login.headers);
    expect(valueOf(line)).toBe(accessToken);
    const attributes = attributesOf(line);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'httponly',
        'samesite=lax',
        'path=/',
        `max-age=${Math.floor(REFRESH_TOKEN_TTL_MS / 1000)}`,
      ]),
    );
    expect(attributes).not.toContain('secure');
  });

  it('a refresh sets the new access token; a refused or missing refresh token clears it', async () => {
    const { refreshToken } = await signIn('page_refresh');
    const refreshed = await post('refresh-token', undefined, { refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(valueOf(sessionSetCookie(refreshed.headers))).toBe(refreshed.json().data.accessToken);
    expect(attributesOf(sessionSetCookie(refreshed.headers))).toContain('httponly');

    // The used token again: refused (and its whole sign-in revoked, D10), and the page session ends.
    const reused = await post('refresh-token', undefined, { refreshToken });
    expect(reused.statusCode).toBe(401);
    expectCleared(reused.headers);

    const none = await post('refresh-token');
    expect(none.statusCode).toBe(401);
    expectCleared(none.headers);
  });

  it('a Google callback ends the earlier page session; the exchange of its codes sets the new one', async () => {
    google.signInAs({ sub: 'google-page-1', email: 'page.google@gmail.com', email_verified: true });
    const callback = await callbackAnswer(app());
    expectCleared(callback.headers);
    const landing = new URL(String(callback.headers.location));
    const exchanged = await exchangeGoogleCodes(app(), landingCodes(landing));
    expect(exchanged.statusCode).toBe(200);
    const line = sessionSetCookie(exchanged.headers);
    expect(valueOf(line)).toBe(exchanged.json().data.accessToken);
    expect(attributesOf(line)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
  });

  it('logout clears it', async () => {
    const { accessToken, refreshToken } = await signIn('page_logout');
    const logout = await app().inject({
      method: 'GET',
      url: '/api/v1/users/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      cookies: { refreshToken, session: accessToken },
    });
    expect(logout.statusCode).toBe(200);
    expectCleared(logout.headers);
  });

  it('a password reset, which ends every sign-in of the account, clears it', async () => {
    const { email } = await signIn('page_reset');
    const before = mail.received.length;
    expect((await post('forgot-password', { email })).statusCode).toBe(200);
    const otp = otpIn(await mail.nth(before + 1));
    const verified = await post('verify-otp', { email, otp });
    const reset = await post(`reset-password/${verified.json().data.token as string}`, {
      newPassword: 'brand new pass',
      confirmPassword: 'brand new pass',
    });
    expect(reset.statusCode).toBe(200);
    expectCleared(reset.headers);
  });

  it('an email change, which ends every other sign-in, gives this browser a page session of its new one', async () => {
    const { accessToken } = await signIn('page_mover');
    const change = await app().inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { email: 'page.mover@new.example', currentPassword: PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const renewed = valueOf(sessionSetCookie(change.headers)) ?? '';
    const before = app().accessTokens.verify(accessToken);
    const after = app().accessTokens.verify(renewed);
    expect(after?.id).toBe(before?.id);
    expect(after?.sessionId).toBeDefined();
    expect(after?.sessionId).not.toBe(before?.sessionId);
    // It belongs to the session whose refresh token the answer set.
    const refreshed = await post('refresh-token', undefined, {
      refreshToken: refreshCookieFrom(change.headers) ?? '',
    });
    expect(app().accessTokens.verify(refreshed.json().data.accessToken)?.sessionId).toBe(after?.sessionId);
  });

  describe('the API never takes it as a credential (the bearer header stays the only one)', () => {
    it('GET /users/self, a comment, a like and a profile change with only the cookie answer 401', async () => {
      const { accessToken } = await signIn('page_not_bearer');
      const bearer = { authorization: `Bearer ${accessToken}` };
      const cookies = { session: accessToken };
      const course = await app().db.selectFrom('courses').select('id').executeTakeFirstOrThrow();
      const lesson = await app()
        .db.selectFrom('lessons')
        .select('id')
        .where('course_id', '=', course.id)
        .executeTakeFirstOrThrow();
      const enrolled = await app().inject({
        method: 'POST',
        url: `/api/v1/users/enrollment/${course.id}`,
        headers: bearer,
      });
      expect(enrolled.statusCode).toBe(200);

      const calls = [
        { method: 'GET' as const, url: '/api/v1/users/self' },
        {
          method: 'POST' as const,
          url: `/api/v1/c/comments/${lesson.id}`,
          payload: { comment: 'Only a cookie here' },
        },
        { method: 'POST' as const, url: `/api/v1/c/likes/${course.id}` },
        { method: 'PATCH' as const, url: '/api/v1/profile', payload: { firstName: 'Cookie' } },
      ];
      for (const call of calls) {
        const withCookie = await app().inject({ ...call, cookies });
        expect(withCookie.statusCode, `${call.method} ${call.url} with the cookie only`).toBe(401);
        expect(withCookie.json()).toMatchObject({ success: false, data: null });
      }
      // The same calls with the bearer header pass: the cookie's token is valid, it is just not a credential.
      for (const call of calls) {
        const withBearer = await app().inject({ ...call, headers: bearer });
        expect(withBearer.statusCode, `${call.method} ${call.url} with the bearer header`).toBeLessThan(300);
      }
    });
  });
});

describe('the page session cookie (D47) on an https origin', () => {
  let mail: MailCatcher;
  let testApp: TestApp;

  beforeAll(async () => {
    mail = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN: 'https://devlearn.example' } });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  it('is Secure when it is set and when it is cleared', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'page_secure');
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(attributesOf(sessionSetCookie(login.headers))).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']),
    );
    const logout = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/logout',
      cookies: { refreshToken: refreshCookieFrom(login.headers) ?? '' },
    });
    expectCleared(logout.headers);
    expect(attributesOf(sessionSetCookie(logout.headers))).toContain('secure');
  });
});
