import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/opaque-tokens.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startMailCatcher, verificationTokenIn, type MailCatcher } from '../../../test/mail-catcher.js';

describe('email verification (D9)', () => {
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

  async function register(username: string): Promise<string> {
    const before = mail.received.length;
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { username, email: `${username}@example.com`, password: 'password123' },
    });
    return verificationTokenIn(await mail.nth(before + 1));
  }
  const verify = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/v1/users/verify-email/${token}` });
  const login = (username: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: `${username}@example.com`, password: 'password123' },
    });
  const resend = (email: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/users/resend-verify-email', payload: { email } });

  it('refuses sign-in with 403 until the email is verified, then allows it', async () => {
    const token = await register('unverified');
    const early = await login('unverified');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/verify your email/i);

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      statusCode: 200,
      data: null,
      message: 'Email verification successful. You can now login.',
      success: true,
    });
    expect((await login('unverified')).statusCode).toBe(200);
  });

  it('accepts a link only once', async () => {
    const token = await register('once_only');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([{ field: 'token', message: 'Invalid token. Please try again.' }]);
  });

  it('refuses a link older than 24 hours', async () => {
    const token = await register('too_late');
    await testApp.app.db
      .updateTable('email_verifications')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await verify(token)).statusCode).toBe(422);
    expect((await login('too_late')).statusCode).toBe(403);
  });

  it('refuses unknown and malformed tokens with 422', async () => {
    expect((await verify('A'.repeat(43))).statusCode).toBe(422);
    const malformed = await verify('short');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toBe('Invalid token. Please try again.');
  });

  it('resends a fresh link that works, and retires the previous one', async () => {
    const first = await register('resender');
    const before = mail.received.length;
    const response = await resend('Resender@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Verification link sent to your email!');
    const second = verificationTokenIn(await mail.nth(before + 1));
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(422);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers resend the same for unknown and already verified addresses, without mailing', async () => {
    const before = mail.received.length;
    const unknown = await resend('nobody@example.com');
    const verified = await resend('resender@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mail.received.length).toBe(before);
  });

  it('limits resends per address with 429 and Retry-After (D13)', async () => {
    await register('spammed');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await resend('spammed@example.com'));
    expect(answers.slice(0, 5).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[5]?.statusCode).toBe(429);
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the resend body (422)', async () => {
    const response = await resend('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'email', message: 'Email is invalid' }]);
  });
});
