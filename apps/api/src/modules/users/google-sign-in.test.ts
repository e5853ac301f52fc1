import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from '../../../test/accounts.js';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';

const APP_ORIGIN = 'http://localhost:5173';

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

describe('Google sign-in (D11) against a local OpenID Connect provider', () => {
  let provider: OAuth2Server;
  let mail: MailCatcher;
  let testApp: TestApp;
  let identity: Identity;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // The provider signs whatever identity the current test chose.
    provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
    mail = await startMailCatcher();
    testApp = await buildTestApp({
      env: {
        SMTP_URL: mail.url,
        APP_ORIGIN,
        GOOGLE_CLIENT_ID: 'devlearn-test-client',
        GOOGLE_CLIENT_SECRET: 'devlearn-test-secret',
        GOOGLE_ISSUER: provider.issuer.url,
      },
    });
  });
  afterEach(() => {
    provider.service.removeAllListeners('beforeResponse');
  });
  afterAll(async () => {
    await testApp.close();
    await provider.stop();
    await mail.close();
  });

  /** Start -> provider (which signs the user in at once) -> callback; returns where the browser lands. */
  async function signInWithGoogle(tamper?: (callback: URL) => void): Promise<URL> {
    const start = await testApp.app.inject({ method: 'GET', url: '/api/v1/users/google' });
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']);
    const pending = /googleSignIn=([^;]+)/.exec(cookie)?.[1] ?? '';
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    tamper?.(callback);
    const finish = await testApp.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      // As the browser sends it back: the raw Set-Cookie value.
      headers: { cookie: `googleSignIn=${pending}` },
    });
    expect(finish.statusCode).toBe(302);
    return new URL(String(finish.headers.location));
  }

  function tokensFrom(landing: URL): { accessToken: string; refreshToken: string } {
    const match = /^\/auth\/google\/([^/]+)\/([^/]+)$/.exec(landing.pathname);
    if (!match?.[1] || !match[2]) throw new Error(`not a success landing: ${landing.href}`);
    return { accessToken: decodeURIComponent(match[1]), refreshToken: decodeURIComponent(match[2]) };
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
    expect(location.origin).toBe(new URL(provider.issuer.url ?? '').origin);
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
    const { accessToken, refreshToken } = tokensFrom(landing);
    const user = (await self(accessToken)).json().data;
    expect(user).toMatchObject({
      username: 'grace.hopper',
      email: 'grace.hopper@gmail.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      isEmailVerified: true,
    });

    // The landing page exchanges the refresh token once; the URL is worthless afterwards.
    const exchange = () =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/users/refresh-token', payload: { refreshToken } });
    expect((await exchange()).statusCode).toBe(200);
    expect((await exchange()).statusCode).toBe(401);
  });

  it('signs the same Google account in to the same user next time', async () => {
    identity = { sub: 'google-1', email: 'grace.hopper@gmail.com', email_verified: true };
    const first = (await self(tokensFrom(await signInWithGoogle()).accessToken)).json().data;
    const second = (await self(tokensFrom(await signInWithGoogle()).accessToken)).json().data;
    expect(second._id).toBe(first._id);
  });

  it('makes the username unique when the email-made one is taken', async () => {
    identity = { sub: 'google-2', email: 'grace.hopper@example.org', email_verified: true };
    const user = (await self(tokensFrom(await signInWithGoogle()).accessToken)).json().data;
    expect(user.username).toMatch(/^grace\.hopper_\d{4}$/);
  });

  it('links an existing email/password account with the same verified email instead of duplicating it', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'linked_user');
    identity = { sub: 'google-3', email, email_verified: true };
    const user = (await self(tokensFrom(await signInWithGoogle()).accessToken)).json().data;
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

  it('never links an account that never proved its email: the squatted registration is dropped (issue 16.1)', async () => {
    const squatted = 'squatted@gmail.com';
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { username: 'squatter', email: squatted, password: PASSWORD },
    });
    identity = { sub: 'google-7', email: squatted, email_verified: true };
    const user = (await self(tokensFrom(await signInWithGoogle()).accessToken)).json().data;
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

  it('linking a verified account ends every earlier sign-in of it (issue 16.1)', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'linkme');
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    const earlierRefresh = refreshCookieFrom(login.headers) ?? '';
    identity = { sub: 'google-8', email, email_verified: true };
    tokensFrom(await signInWithGoogle());
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      cookies: { refreshToken: earlierRefresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('never relinks an account to another Google identity (issue 16.1)', async () => {
    const email = 'linked-once@gmail.com';
    identity = { sub: 'google-9', email, email_verified: true };
    tokensFrom(await signInWithGoogle());
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
    provider.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const landing = await signInWithGoogle();
    expect(landing.pathname).toBe('/auth/google/error');
    expect(landing.searchParams.get('error')).toBe('Google Sign in Failed please try again.');
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
