import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOGLE_LANDING_TTL_MS } from '../../auth/account-rules.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from '../../../test/accounts.js';
import {
  exchangeGoogleCodes,
  landFromGoogle,
  landingCodes,
  startLocalGoogle,
  type GoogleIdentity,
  type LocalGoogle,
} from '../../../test/google-provider.js';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';

const APP_ORIGIN = 'http://localhost:5173';

describe('Google sign-in (D11) against a local OpenID Connect provider', () => {
  let google: LocalGoogle;
  let mail: MailCatcher;
  let testApp: TestApp;

  beforeAll(async () => {
    google = await startLocalGoogle();
    mail = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN, ...google.env } });
  });
  afterEach(() => {
    google.provider.service.removeAllListeners('beforeResponse');
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
    await mail.close();
  });

  let identity: GoogleIdentity;
  const signInWithGoogle = (tamper?: (callback: URL) => void) => {
    google.signInAs(identity);
    return landFromGoogle(testApp.app, tamper);
  };

  /** The landing page's exchange of the codes: the tokens it gets. */
  async function tokensFrom(landing: URL): Promise<{ accessToken: string; refreshToken: string }> {
    const exchanged = await exchangeGoogleCodes(testApp.app, landingCodes(landing));
    expect(exchanged.statusCode).toBe(200);
    return {
      accessToken: exchanged.json().data.accessToken,
      refreshToken: refreshCookieFrom(exchanged.headers) ?? '',
    };
  }

  const self = (accessToken: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('redirects to the provider with PKCE (S256), state, the openid scope and our callback', async () => {
    const start = await testApp.app.inject({ method: 'GET', url: '/api/v1/users/google' });
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(new URL(google.issuerUrl).origin);
    expect(location.searchParams.get('client_id')).toBe('devlearn-test-client');
    expect(location.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/api/v1/users/google/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('creates a verified account with a username made from the email, and lands with usable tokens', async () => {
    identity = {
      sub: 'google-1',
      email: 'Grace.Hopper@gmail.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    };
    const landing = await signInWithGoogle();
    expect(landing.origin).toBe(APP_ORIGIN);
    const { accessToken, refreshToken } = await tokensFrom(landing);
    const user = (await self(accessToken)).json().data;
    expect(user).toMatchObject({
      username: 'grace.hopper',
      email: 'grace.hopper@gmail.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      isEmailVerified: true,
    });

    // The refresh token of the exchange is the cookie's, single use as every refresh token (D10).
    const refresh = () =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/users/refresh-token', cookies: { refreshToken } });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
  });

  it('signs the same Google account in to the same user next time', async () => {
    identity = { sub: 'google-1', email: 'grace.hopper@gmail.com', email_verified: true };
    const first = (await self((await tokensFrom(await signInWithGoogle())).accessToken)).json().data;
    const second = (await self((await tokensFrom(await signInWithGoogle())).accessToken)).json().data;
    expect(second._id).toBe(first._id);
  });

  it('makes the username unique when the email-made one is taken', async () => {
    identity = { sub: 'google-2', email: 'grace.hopper@example.org', email_verified: true };
    const user = (await self((await tokensFrom(await signInWithGoogle())).accessToken)).json().data;
    expect(user.username).toMatch(/^grace\.hopper_\d{4}$/);
  });

  it('links an existing email/password account with the same verified email instead of duplicating it', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'linked_user');
    identity = { sub: 'google-3', email, email_verified: true };
    const user = (await self((await tokensFrom(await signInWithGoogle())).accessToken)).json().data;
    expect(user.username).toBe('linked_user');
    const count = await testApp.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // The password still works for the owner who had proved the address.
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('never links an account that never proved its email: the squatted registration is dropped', async () => {
    const squatted = 'squatted@gmail.com';
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { username: 'squatter', email: squatted, password: PASSWORD },
    });
    identity = { sub: 'google-7', email: squatted, email_verified: true };
    const user = (await self((await tokensFrom(await signInWithGoogle())).accessToken)).json().data;
    expect(user).toMatchObject({ email: squatted, isEmailVerified: true });
    expect(user.username).not.toBe('squatter');
    expect(user._id).not.toBe(registered.json().data._id);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: squatted, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('linking a verified account ends every earlier sign-in of it', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'linkme');
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    const earlierRefresh = refreshCookieFrom(login.headers) ?? '';
    identity = { sub: 'google-8', email, email_verified: true };
    await tokensFrom(await signInWithGoogle());
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      cookies: { refreshToken: earlierRefresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('never relinks an account to another Google identity', async () => {
    const email = 'linked-once@gmail.com';
    identity = { sub: 'google-9', email, email_verified: true };
    await tokensFrom(await signInWithGoogle());
    identity = { sub: 'google-10', email, email_verified: true };
    const landing = await signInWithGoogle();
    expect(landing.pathname).toBe('/auth/google/error');
    expect(landing.searchParams.get('error')).toMatch(/linked to another Google account/);
  });

  it('refuses a Google identity without a verified email', async () => {
    identity = { sub: 'google-4', email: 'unverified@gmail.com', email_verified: false };
    const landing = await signInWithGoogle();
    expect(landing.pathname).toBe('/auth/google/error');
    expect(landing.searchParams.get('error')).toBe('Your Google account has no verified email address.');
  });

  it('refuses a callback whose state does not match (CSRF)', async () => {
    identity = { sub: 'google-5', email: 'state@gmail.com', email_verified: true };
    const landing = await signInWithGoogle((callback) => callback.searchParams.set('state', 'forged-state'));
    expect(landing.pathname).toBe('/auth/google/error');
    expect(landing.searchParams.get('error')).toBe('Google Sign in Failed please try again.');
  });

  it('refuses a callback without the pending sign-in cookie', async () => {
    const finish = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/google/callback?code=abc&state=xyz',
    });
    const landing = new URL(String(finish.headers.location));
    expect(landing.pathname).toBe('/auth/google/error');
    expect(landing.searchParams.get('error')).toMatch(/took too long or was started elsewhere/);
  });

  it('reports a cancelled consent on the error page', async () => {
    const finish = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/google/callback?error=access_denied',
    });
    const landing = new URL(String(finish.headers.location));
    expect(landing.searchParams.get('error')).toBe('Google sign-in was cancelled.');
  });

  it('reports a refused code exchange on the error page', async () => {
    identity = { sub: 'google-6', email: 'refused@gmail.com', email_verified: true };
    google.provider.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const landing = await signInWithGoogle();
    expect(landing.pathname).toBe('/auth/google/error');
    expect(landing.searchParams.get('error')).toBe('Google Sign in Failed please try again.');
  });
  describe('the landing URL carries one-time codes, never tokens (ADR 0110)', () => {
    const FAILED = 'Google Sign in Failed please try again.';
    const refreshWith = (options: { payload?: object; cookies?: Record<string, string> }) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/users/refresh-token', ...options });

    it('its two values are random codes that no operation takes as a token, stored only hashed', async () => {
      identity = { sub: 'google-20', email: 'codes@gmail.com', email_verified: true };
      const landing = await signInWithGoogle();
      const codes = landingCodes(landing);
      expect(codes.accessCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(codes.refreshCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(codes.accessCode).not.toBe(codes.refreshCode);
      expect((await self(codes.accessCode)).statusCode).toBe(401);
      expect((await self(codes.refreshCode)).statusCode).toBe(401);
      expect((await refreshWith({ payload: { refreshToken: codes.refreshCode } })).statusCode).toBe(401);
      expect((await refreshWith({ cookies: { refreshToken: codes.refreshCode } })).statusCode).toBe(401);
      const stored = await testApp.app.db.selectFrom('google_landings').selectAll().execute();
      const text = JSON.stringify(stored);
      expect(text).not.toContain(codes.accessCode);
      expect(text).not.toContain(codes.refreshCode);
      // None of those tries spent the codes: the landing page still signs in with them.
      const { accessToken } = await tokensFrom(landing);
      expect((await self(accessToken)).json().data.email).toBe('codes@gmail.com');
    });

    it('a replayed landing answers 422 and ends the sign-in its first exchange started', async () => {
      identity = { sub: 'google-21', email: 'replay@gmail.com', email_verified: true };
      const codes = landingCodes(await signInWithGoogle());
      const first = await exchangeGoogleCodes(testApp.app, codes);
      expect(first.statusCode).toBe(200);
      const refreshToken = refreshCookieFrom(first.headers) ?? '';
      const replay = await exchangeGoogleCodes(testApp.app, codes);
      expect(replay.statusCode).toBe(422);
      expect(replay.json()).toMatchObject({ success: false, data: null, message: FAILED });
      expect(replay.headers['set-cookie']).toBeUndefined();
      expect((await refreshWith({ cookies: { refreshToken } })).statusCode).toBe(401);
    });

    it('codes older than 60 seconds answer 422, and the same codes in time sign in', async () => {
      identity = { sub: 'google-22', email: 'late@gmail.com', email_verified: true };
      const codes = landingCodes(await signInWithGoogle());
      const realNow = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(realNow + GOOGLE_LANDING_TTL_MS + 1000);
      const late = await exchangeGoogleCodes(testApp.app, codes);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(FAILED);
      vi.restoreAllMocks();
      expect((await exchangeGoogleCodes(testApp.app, codes)).statusCode).toBe(200);
    });

    it('the codes of two landings do not combine, and malformed codes answer 422', async () => {
      identity = { sub: 'google-23', email: 'mixed@gmail.com', email_verified: true };
      const one = landingCodes(await signInWithGoogle());
      const two = landingCodes(await signInWithGoogle());
      const mixed = await exchangeGoogleCodes(testApp.app, {
        accessCode: one.accessCode,
        refreshCode: two.refreshCode,
      });
      expect(mixed.statusCode).toBe(422);
      const malformed = await exchangeGoogleCodes(testApp.app, { accessCode: 'x', refreshCode: 'y' });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().message).toBe(FAILED);
      expect(malformed.json().errors[0]).toEqual({ field: 'accessCode', message: FAILED });
    });

    it('a recent Google sign-in lets only its own session change a password-less email', async () => {
      identity = { sub: 'google-24', email: 'mover@gmail.com', email_verified: true };
      // An older session of the account (a stolen token, say), then a fresh Google sign-in 11 minutes later.
      const older = await tokensFrom(await signInWithGoogle());
      const realNow = Date.now();
      vi.spyOn(Date, 'now').mockImplementation(() => realNow + 11 * 60_000);
      const fresh = await tokensFrom(await signInWithGoogle());
      const changeEmail = (accessToken: string, email: string) =>
        testApp.app.inject({
          method: 'PATCH',
          url: '/api/v1/profile',
          headers: { authorization: `Bearer ${accessToken}` },
          payload: { email },
        });
      const withOlder = await changeEmail(older.accessToken, 'thief@example.com');
      expect(withOlder.statusCode).toBe(422);
      expect(withOlder.json().errors[0].field).toBe('email');
      const userId = (await self(fresh.accessToken)).json().data._id as string;
      const sessionless = await changeEmail(
        await testApp.app.accessTokens.issue(userId),
        'thief@example.com',
      );
      expect(sessionless.statusCode).toBe(422);
      const withFresh = await changeEmail(fresh.accessToken, 'owner@example.com');
      expect(withFresh.statusCode).toBe(200);
      expect(withFresh.json().data.pendingEmail).toBe('owner@example.com');
    });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { APP_ORIGIN } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('redirects to the error page with a message that says it is not set up', async () => {
    const start = await testApp.app.inject({ method: 'GET', url: '/api/v1/users/google' });
    expect(start.statusCode).toBe(302);
    const landing = new URL(String(start.headers.location));
    expect(landing.origin + landing.pathname).toBe(`${APP_ORIGIN}/auth/google/error`);
    expect(landing.searchParams.get('error')).toBe(
      'Google sign-in is not set up on this server (GOOGLE_CLIENT_ID is not set).',
    );
  });
});
