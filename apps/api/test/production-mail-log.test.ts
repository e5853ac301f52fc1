import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './accounts.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { otpIn, verificationTokenIn } from './mail-catcher.js';

/** Every mail in the outbox folder, oldest first. */
async function outboxMails(dataDir: string): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox)).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))));
}

function appLoggingTo(lines: string[], env: Record<string, string>): Promise<TestApp> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return buildTestApp({ env: { SMTP_URL: '', ...env }, logger: { level: 'debug', stream: sink } });
}

// The attack: someone who reads the server's logs (a log shipper, a shared dashboard) collects the reset codes
// and verification links that the outbox mailer used to log at info.
describe('in production without SMTP_URL, mail secrets stay out of the log', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await appLoggingTo(lines, { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('warns at start that mail goes to the outbox folder', () => {
    const warning = lines
      .map((line) => JSON.parse(line))
      .find((line) => /SMTP_URL is not set/.test(line.msg));
    expect(warning).toMatchObject({ level: 40, outboxDir: path.join(testApp.config.dataDir, 'outbox') });
  });

  it('logs neither the verification link nor the reset code; the .eml files hold them', async () => {
    const email = 'prod-log@example.com';
    const inject = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
    expect(
      (await inject('/api/v1/users/register', { username: 'prodlog', email, password: PASSWORD })).statusCode,
    ).toBe(201);
    const [verificationMail] = await outboxMails(testApp.config.dataDir);
    const verification = verificationTokenIn(verificationMail as ParsedMail);
    const verified = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/verify-email/${verification}`,
    });
    expect(verified.statusCode).toBe(200);

    expect((await inject('/api/v1/users/forgot-password', { email })).statusCode).toBe(200);
    const mails = await outboxMails(testApp.config.dataDir);
    expect(mails).toHaveLength(2);
    const otp = otpIn(mails[1] as ParsedMail);

    const log = lines.join('\n');
    expect(log).toContain('mail written to the outbox');
    expect(log).not.toContain(verification);
    expect(log).not.toContain('/auth/email-verification/');
    expect(log).not.toContain(otp);
  });
});

describe('in development without SMTP_URL', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await appLoggingTo(lines, { NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('still logs the link, so a developer can follow it (README)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { username: 'devlog', email: 'dev-log@example.com', password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxMails(testApp.config.dataDir);
    const token = verificationTokenIn(mail as ParsedMail);
    expect(lines.join('\n')).toContain(`/auth/email-verification/${token}`);
    expect(lines.join('\n')).not.toMatch(/SMTP_URL is not set: mail/);
  });
});
