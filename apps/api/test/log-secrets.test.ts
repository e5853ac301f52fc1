import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, refreshCookieFrom } from './accounts.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { otpIn, startMailCatcher, verificationTokenIn, type MailCatcher } from './mail-catcher.js';

// ADR 0091: a whole account journey at log level `debug` (every request logged, ADR 0056), then the log is searched
// for every secret the server issued or received in a URL: none may be there.
describe('secrets stay out of the request log', () => {
  const lines: string[] = [];
  let mail: MailCatcher;
  let testApp: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    testApp = await buildTestApp({ env: { SMTP_URL: mail.url }, logger: { level: 'debug', stream: sink } });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  it('redacts verification, reset, refresh and Google landing tokens on API and web paths', async () => {
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
    const secrets: string[] = [];
    const email = 'logged@example.com';

    await inject('POST', '/api/v1/users/register', { username: 'logged', email, password: PASSWORD });
    const verification = verificationTokenIn(await mail.nth(1));
    secrets.push(verification);
    await inject('GET', `/auth/email-verification/${verification}`);
    await inject('GET', `/api/v1/users/verify-email/${verification}`);

    const login = await inject('POST', '/api/v1/users/login', { email, password: PASSWORD });
    const accessToken = login.json().data.accessToken as string;
    const refreshToken = refreshCookieFrom(login.headers) ?? '';
    secrets.push(accessToken, refreshToken);
    await inject(
      'GET',
      `/auth/google/${encodeURIComponent(accessToken)}/${encodeURIComponent(refreshToken)}`,
    );
    await inject('GET', `/refresh-token/${refreshToken}`);

    await inject('POST', '/api/v1/users/forgot-password', { email });
    const otp = otpIn(await mail.nth(2));
    const verified = await inject('POST', '/api/v1/users/verify-otp', { email, otp });
    const resetToken = verified.json().data.token as string;
    secrets.push(resetToken);
    await inject('GET', `/auth/reset-password/${resetToken}`);
    await inject('POST', `/api/v1/users/reset-password/${resetToken}`, {
      newPassword: 'another password',
      confirmPassword: 'another password',
    });

    const log = lines.join('');
    expect(log).toContain('[redacted]');
    expect(log).toContain('/auth/google/[redacted]/[redacted]');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });
});
