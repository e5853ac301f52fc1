import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import type { RunContext } from '../support/run-context';
import { createRunDatabase, type RunDatabase } from './database';
import { findFreePort } from './free-port';
import { startGoogleProvider } from './google-provider';
import { startMailCatcher } from './mail-catcher';
import { startStack } from './stack';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const artifactsDir = join(repoRoot, 'tests/artifacts');

/**
 * Once per run: a real SMTP catcher, a local Google stand-in, optionally a fresh PostgreSQL database
 * (E2E_DATABASE_URL), then the product itself started as `npm start` would, with a fresh DATA_DIR and a free
 * PORT. Returns the teardown that stops and removes all of it.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The journeys need Chromium at ${CHROMIUM_PATH} (Debian/Ubuntu: apt-get install chromium)`,
    );
  }
  mkdirSync(artifactsDir, { recursive: true });
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  };

  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'devlearn-e2e-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const [port, smtpPort, mailboxPort, googlePort] = await Promise.all(
      Array.from({ length: 4 }, () => findFreePort()),
    );
    const mail = await startMailCatcher(smtpPort!, mailboxPort!);
    cleanups.push(() => mail.close());
    const google = await startGoogleProvider(googlePort!);
    cleanups.push(() => google.close());

    let database: RunDatabase | undefined;
    const postgresServer = process.env.E2E_DATABASE_URL?.trim();
    if (postgresServer) {
      database = await createRunDatabase(postgresServer);
      cleanups.push(() => database!.drop());
    }

    const baseUrl = `http://localhost:${port}`;
    const jwtSecret = randomBytes(32).toString('base64url');
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ORIGIN: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      MAIL_FROM: 'DevLearn <no-reply@devlearn.test>',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuerUrl,
      JWT_SECRET: jwtSecret,
      // The journeys test behaviour, not hashing strength: scrypt N=2^14 instead of production's 2^17.
      PASSWORD_HASH_COST: '14',
      // Every request in tests/artifacts/server.log, reads included (ADR 0056 logs those at debug), for a failed run.
      LOG_LEVEL: 'debug',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const stack = await startStack({ repoRoot, logFile: join(artifactsDir, 'server.log'), baseUrl, env });
    cleanups.push(() => stack.stop());
    const expectedDatabase = database ? 'postgres' : 'sqlite';
    if (stack.database !== expectedDatabase) {
      throw new Error(`The stack runs on ${stack.database}, the run asked for ${expectedDatabase}`);
    }

    const run: RunContext = {
      baseUrl,
      mailboxUrl: mail.mailboxUrl,
      googleIssuerUrl: google.issuerUrl,
      jwtSecret,
      database: stack.database,
      storeEnv: { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
    };
    project.provide('run', run);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
