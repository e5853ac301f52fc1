import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from '../../../test/accounts.js';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';

describe('POST /users/login and GET /users/self', () => {
  let mail: MailCatcher;
  let testApp: TestApp;
  let email: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: mail.url } });
    email = await registerAndVerify(testApp.app, mail, 'ada_lovelace');
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const login = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/users/login', payload });

  it('signs in with trimmed, case-insensitive email: user, access token and an httpOnly refresh cookie', async () => {
    const response = await login({ email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 200,
      success: true,
      data: { user: { username: 'ada_lovelace', email } },
    });
    expect(body.data.user.isEmailVerified).toBe(true);
    const [, payload] = String(body.data.accessToken).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.sub).toBe(body.data.user._id);
    expect(claims.exp - claims.iat).toBe(15 * 60);

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^refreshToken=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/v1/users');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    expect(JSON.stringify(body)).not.toContain(refreshCookieFrom(response.headers));
  });

  it('says the same for a wrong password and an unknown email (401)', async () => {
    const wrongPassword = await login({ email, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      data: null,
      message: 'Invalid email or password',
      success: false,
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers bad input with the spec messages (422)', async () => {
    const empty = await login({ email: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password must be at least 8 characters long' },
    ]);
    const invalid = await login({ email: 'ada_lovelace', password: 'password123' });
    expect(invalid.json().errors).toEqual([{ field: 'email', message: 'Email is invalid' }]);
  });

  it('returns the signed-in user from /users/self, and 401 without a token', async () => {
    const session = (await login({ email, password: PASSWORD })).json().data;
    const self = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toEqual(session.user);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/users/self' })).statusCode).toBe(401);
  });

  it('locks an account after 10 failed sign-ins with 429 and Retry-After, even for the right password (D13)', async () => {
    const victim = await registerAndVerify(testApp.app, mail, 'targeted');
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: victim, password: 'guess number ' + i })).statusCode).toBe(401);
    }
    const locked = await login({ email: victim, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().message).toBe('Too many attempts. Please try again later.');
    // Other accounts are not affected.
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('refresh cookie on https', () => {
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

  it('is Secure when APP_ORIGIN is https', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'secure_user');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: PASSWORD },
    });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });
});
