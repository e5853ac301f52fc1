import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';
import { verificationMail } from './account-mails.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('mail without SMTP_URL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('writes each mail as an .eml file in $DATA_DIR/outbox, in text and HTML', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { username: 'offline', email: 'offline@example.com', password: 'password123' },
    });
    const outbox = path.join(testApp.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(path.join(outbox, files[0] ?? '')));
    expect(mail.subject).toBe('Verify your email for DevLearn');
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/auth\/email-verification\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('/auth/email-verification/');
  });

  it('logs the link, so a developer without a mail server can follow it', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = await createMailer({
      smtpUrl: undefined,
      from: 'DevLearn <no-reply@devlearn.test>',
      outboxDir: path.join(testApp.config.dataDir, 'outbox-log-test'),
      log,
      logLinks: true,
    });
    const link = 'http://localhost:3000/auth/email-verification/abc123abc123abc123';
    await mailer.send(verificationMail('ada@example.com', 'ada', link));
    const entry = JSON.parse(lines.find((line) => line.includes('outbox')) ?? '{}');
    expect(entry.link).toBe(link);
    expect(entry.to).toBe('ada@example.com');
  });
});

describe('mail with SMTP_URL', () => {
  it('refuses an SMTP_URL nodemailer cannot read when the mailer is made, not at the first mail', async () => {
    await expect(
      createMailer({
        smtpUrl: 'not a url',
        from: 'x@devlearn.test',
        outboxDir: 'unused',
        log: pino({ level: 'silent' }),
        logLinks: false,
      }),
    ).rejects.toThrow();
  });
});
