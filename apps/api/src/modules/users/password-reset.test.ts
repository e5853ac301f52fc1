import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from '../../../test/accounts.js';
import { otpIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';

describe('forgot password -> OTP -> reset (D12)', () => {
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

  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1/users/${url}`, payload });
  async function requestOtp(email: string): Promise<string> {
    const before = mail.received.length;
    const response = await post('forgot-password', { email });
    expect(response.statusCode).toBe(200);
    return otpIn(await mail.nth(before + 1));
  }
  const wrongOtpFor = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit OTP in text and HTML and answers "OTP sent to your email!"', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'forgetful');
    const before = mail.received.length;
    const response = await post('forgot-password', { email: email.toUpperCase() });
    expect(response.json()).toEqual({
      statusCode: 200,
      data: null,
      message: 'OTP sent to your email!',
      success: true,
    });
    const message = await mail.nth(before + 1);
    const otp = otpIn(message);
    expect(otp).toMatch(/^\d{6}$/);
    expect(message.html).toContain(otp);
    const stored = await testApp.app.db
      .selectFrom('password_otps')
      .select('otp_hash')
      .executeTakeFirstOrThrow();
    expect(stored.otp_hash).not.toContain(otp);
  });

  it('answers the same for an address without an account and mails nothing', async () => {
    const before = mail.received.length;
    const response = await post('forgot-password', { email: 'stranger@example.com' });
    expect(response.json()).toEqual({
      statusCode: 200,
      data: null,
      message: 'OTP sent to your email!',
      success: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mail.received.length).toBe(before);
  });

  it('allows one OTP a minute per address, with 429 and Retry-After, account or not', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'impatient');
    await requestOtp(email);
    const again = await post('forgot-password', { email });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    await post('forgot-password', { email: 'ghost@example.com' });
    expect((await post('forgot-password', { email: 'ghost@example.com' })).statusCode).toBe(429);
  });

  it('turns a correct OTP into a single-use reset token that sets the password and ends every sign-in', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'resetter');
    const login = await post('login', { email, password: PASSWORD });
    const oldRefresh = refreshCookieFrom(login.headers) ?? '';

    const otp = await requestOtp(email);
    const verified = await post('verify-otp', { email, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('OTP verified successfully!');
    const token = verified.json().data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reset = await post(`reset-password/${token}`, {
      newPassword: 'brand new pass',
      confirmPassword: 'brand new pass',
    });
    expect(reset.json()).toEqual({
      statusCode: 200,
      data: null,
      message: 'Password reset successfully!',
      success: true,
    });

    expect((await post('login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('login', { email, password: 'brand new pass' })).statusCode).toBe(200);
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/refresh-token',
      cookies: { refreshToken: oldRefresh },
    });
    expect(refresh.statusCode).toBe(401);

    const reused = await post(`reset-password/${token}`, {
      newPassword: 'another pass 1',
      confirmPassword: 'another pass 1',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual([{ field: 'token', message: 'Invalid token. Please try again.' }]);
    // The OTP itself was single use as well.
    expect((await post('verify-otp', { email, otp })).statusCode).toBe(422);
  });

  it('answers a wrong OTP with 422 on the otp field, and kills it after 5 wrong tries', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'guesser');
    const otp = await requestOtp(email);
    const wrong = wrongOtpFor(otp);
    for (let i = 1; i <= 4; i += 1) {
      const response = await post('verify-otp', { email, otp: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'otp', message: 'Invalid OTP. Please try again.' }]);
    }
    const fifth = await post('verify-otp', { email, otp: wrong });
    expect(fifth.json().errors[0].message).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await post('verify-otp', { email, otp });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors[0].message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('refuses an OTP older than 10 minutes with 422', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'slowpoke');
    const otp = await requestOtp(email);
    await testApp.app.db
      .updateTable('password_otps')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const response = await post('verify-otp', { email, otp });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({
      field: 'otp',
      message: 'The OTP has expired. Please request a new one.',
    });
  });

  it('refuses a reset token older than 15 minutes, and mismatched passwords, with 422', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'late_reset');
    const otp = await requestOtp(email);
    const token = (await post('verify-otp', { email, otp })).json().data.token as string;

    const mismatch = await post(`reset-password/${token}`, {
      newPassword: 'password one',
      confirmPassword: 'password two',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual([{ field: 'confirmPassword', message: 'Passwords must match' }]);

    await testApp.app.db
      .updateTable('password_resets')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const late = await post(`reset-password/${token}`, {
      newPassword: 'password one',
      confirmPassword: 'password one',
    });
    expect(late.statusCode).toBe(422);
  });

  it('validates the bodies with the spec messages (422)', async () => {
    const badOtp = await post('verify-otp', { email: 'a@example.com', otp: '12ab' });
    expect(badOtp.json().errors).toEqual([{ field: 'otp', message: 'OTP must be exactly 6 digits long' }]);
    const noOtp = await post('verify-otp', { email: 'a@example.com' });
    expect(noOtp.json().errors).toEqual([{ field: 'otp', message: 'Please enter the OTP.' }]);
    const short = await post(`reset-password/${'t'.repeat(43)}`, {
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().errors).toEqual([
      { field: 'newPassword', message: 'New Password must be at least 8 characters long' },
      { field: 'confirmPassword', message: 'Confirm Password must be at least 8 characters long' },
    ]);
    const badEmail = await post('forgot-password', { email: 'nope' });
    expect(badEmail.json().errors).toEqual([{ field: 'email', message: 'Email is invalid' }]);
  });

  it('limits OTP checks per address with 429 (D13)', async () => {
    const email = 'brute@example.com';
    for (let i = 0; i < 10; i += 1)
      expect((await post('verify-otp', { email, otp: '000000' })).statusCode).toBe(422);
    const limited = await post('verify-otp', { email, otp: '000000' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
