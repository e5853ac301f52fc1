import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startMailCatcher, verificationTokenIn, type MailCatcher } from '../../../test/mail-catcher.js';

describe('POST /users/register', () => {
  let mail: MailCatcher;
  let testApp: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const register = (payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/users/register', payload, headers });

  it('creates an unverified account with lowercase username and email, and answers 201 with the user', async () => {
    const response = await register({
      username: '  Ada_Lovelace ',
      email: 'Ada@Example.COM',
      password: 'analytical1',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 201,
      success: true,
      message: 'Verification link sent to your email!',
      data: {
        username: 'ada_lovelace',
        email: 'ada@example.com',
        avatar: {
          url: expect.stringMatching(/^\/api\/v1\/default-avatars\/A-[0-9]{1,2}\.svg$/),
          _id: body.data._id,
          public_id: expect.stringMatching(/^A-[0-9]{1,2}\.svg$/),
        },
        firstName: '',
        lastName: '',
        phoneNumber: '',
        favorites: [],
        enrollments: [],
        isEmailVerified: false,
        role: 'learner',
      },
    });
    expect(body.data._id).toMatch(/^[a-f0-9]{24}$/);
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('mails a verification link to the web route, in text and HTML', async () => {
    const before = mail.received.length;
    await register({ username: 'grace_hopper', email: 'grace@example.com', password: 'compiler1' });
    const message = await mail.nth(before + 1);
    expect(message.to && 'text' in message.to ? message.to.text : '').toContain('grace@example.com');
    expect(message.from?.text).toContain('no-reply@devlearn.test');
    const token = verificationTokenIn(message);
    const link = `http://localhost:5173/auth/email-verification/${token}`;
    expect(message.text).toContain(link);
    expect(message.html).toContain(`href="${link}"`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an email that is taken, whatever its case, with 409', async () => {
    const response = await register({
      username: 'someone_else',
      email: 'ADA@example.com',
      password: 'password1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      data: null,
      message: 'Email is already registered',
      success: false,
    });
  });

  it('refuses a username that is taken, whatever its case, with 409', async () => {
    const response = await register({
      username: 'ADA_LOVELACE',
      email: 'other@example.com',
      password: 'password1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Username is already taken');
  });

  it('keeps one account when the same registration races itself', async () => {
    const payload = { username: 'racer', email: 'racer@example.com', password: 'password1' };
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('answers bad input with the spec messages (422)', async () => {
    const cases: [object, string, string][] = [
      [
        { username: 'abc', email: 'a@example.com', password: 'password1' },
        'username',
        'Username must be at least 4 characters long',
      ],
      [
        { username: 'bad name!', email: 'a@example.com', password: 'password1' },
        'username',
        'Username may contain only letters, digits, _ and .',
      ],
      [
        { username: 'x'.repeat(31), email: 'a@example.com', password: 'password1' },
        'username',
        'Username must be at most 30 characters long',
      ],
      [{ username: 'good_name', email: 'not-an-email', password: 'password1' }, 'email', 'Email is invalid'],
      [
        { username: 'good_name', email: 'a@example.com', password: 'short' },
        'password',
        'Password must be at least 8 characters long',
      ],
      [
        { username: 'good_name', email: 'a@example.com', password: 'p'.repeat(129) },
        'password',
        'Password must be at most 128 characters long',
      ],
      [{ username: 'good_name', email: 'a@example.com' }, 'password', 'Password is required'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0]).toEqual({ field, message });
      expect(response.json().message).toBe(message);
    }
  });
});

describe('POST /users/register rate limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lets a classroom behind one address register, then answers 429 with Retry-After (D13)', async () => {
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        remoteAddress: '203.0.113.7',
        payload: { username: 'x', email: 'x@example.com', password: 'password1' },
      });
    for (let i = 0; i < 100; i += 1) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      statusCode: 429,
      data: null,
      message: 'Too many attempts. Please try again later.',
      success: false,
    });

    const otherAddress = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      remoteAddress: '198.51.100.1',
      payload: { username: 'x', email: 'x@example.com', password: 'password1' },
    });
    expect(otherAddress.statusCode).toBe(422);
  });
});
