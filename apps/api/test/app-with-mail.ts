import { afterAll, beforeAll } from 'vitest';
import type { Env } from '../src/config.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

export interface AppWithMail {
  testApp: TestApp;
  mail: MailCatcher;
}

/**
 * For a describe block: before its tests, a mail catcher and an app that sends mail to it (the account flows);
 * after them, both closed. Read the fields inside tests (they are set in beforeAll).
 */
export function useAppWithMail(env: Env = {}): AppWithMail {
  const context = {} as AppWithMail;
  beforeAll(async () => {
    context.mail = await startMailCatcher();
    context.testApp = await buildTestApp({ env: { SMTP_URL: context.mail.url, ...env } });
  });
  afterAll(async () => {
    await context.testApp?.close();
    await context.mail?.close();
  });
  return context;
}
