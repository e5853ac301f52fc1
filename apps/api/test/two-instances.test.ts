import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/auth/account-rules.js';
import { refreshCookieFrom } from './accounts.js';
import { withPgClient } from './build-test-app.js';
import { startMailCatcher, verificationTokenIn, type MailCatcher } from './mail-catcher.js';
import { startLocalS3, type LocalS3 } from './s3-server.js';
import { freePort, waitForHealth } from './server-process.js';
import { postgresAnswers, redisAnswers, SCALE_OUT_DATABASE_URL, TEST_REDIS_URL } from './services.js';

// Issue "Production runtime" point 4: two real server processes ("two machines") behind one PostgreSQL, one Redis
// and one S3-compatible bucket, each with its own data folder. What one instance counts, stores or rotates, the
// other sees. Uses the machine's PostgreSQL and Redis when they answer, and says it is skipped when they do not.
const suite = 'two server processes on PostgreSQL + Redis + S3 share throttles, media and sessions';
const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const servicesUp =
  (await redisAnswers(TEST_REDIS_URL, suite)) && (await postgresAnswers(SCALE_OUT_DATABASE_URL, suite));

interface Instance {
  origin: string;
  process: ChildProcess;
  dataDir: string;
}

const withAdmin = <T>(work: (client: pg.Client) => Promise<T>) => withPgClient(SCALE_OUT_DATABASE_URL, work);

describe.skipIf(!servicesUp)(suite, () => {
  const database = `devlearn_two_${randomBytes(5).toString('hex')}`;
  const instances: Instance[] = [];
  let s3: LocalS3;
  let mail: MailCatcher;
  let first: Instance;
  let second: Instance;

  async function startInstance(env: Record<string, string>): Promise<Instance> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'devlearn-instance-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const instance = { origin: `http://127.0.0.1:${port}`, process: child, dataDir };
    instances.push(instance);
    await waitForHealth(instance.origin, () => child.exitCode === null);
    return instance;
  }

  beforeAll(async () => {
    await withAdmin((client) => client.query(`CREATE DATABASE ${database}`));
    const databaseUrl = new URL(SCALE_OUT_DATABASE_URL);
    databaseUrl.pathname = `/${database}`;
    s3 = await startLocalS3();
    mail = await startMailCatcher();
    const env = {
      ...s3.env,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: TEST_REDIS_URL,
      SMTP_URL: mail.url,
      JWT_SECRET: `two-instances-${randomBytes(16).toString('hex')}`,
      APP_ORIGIN: 'http://localhost:5173',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    };
    // One after the other, as a rolling deploy would: the first migrates and seeds, the second finds it done.
    first = await startInstance(env);
    second = await startInstance(env);
  }, 180_000);

  afterAll(async () => {
    for (const instance of instances) {
      if (instance.process.exitCode === null) {
        const exited = once(instance.process, 'exit');
        instance.process.kill('SIGTERM');
        await exited;
      }
      await rm(instance.dataDir, { recursive: true, force: true });
    }
    await s3?.close();
    await mail?.close();
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }, 60_000);

  const post = (instance: Instance, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${instance.origin}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** Registers through one instance and verifies through the other; signs in through the first. */
  async function signedInUser(): Promise<{ accessToken: string; refreshToken: string }> {
    const username = `two${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.com`;
    const password = 'correct horse battery';
    const before = mail.received.length;
    expect((await post(first, '/users/register', { username, email, password })).status).toBe(201);
    const token = verificationTokenIn(await mail.nth(before + 1));
    expect((await fetch(`${second.origin}/api/v1/users/verify-email/${token}`)).status).toBe(200);
    const login = await post(first, '/users/login', { email, password });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { data: { accessToken: string } };
    const refreshToken = refreshCookieFrom({ 'set-cookie': login.headers.getSetCookie() });
    if (!refreshToken) throw new Error('no refresh cookie');
    return { accessToken: body.data.accessToken, refreshToken };
  }

  it('a sign-in throttle reached through one instance holds on the other', async () => {
    const email = `throttled-${randomBytes(4).toString('hex')}@example.com`;
    for (let attempt = 0; attempt < RATE_LIMITS.failedSignInsPerAccount.max; attempt += 1) {
      expect((await post(first, '/users/login', { email, password: 'not the password' })).status).toBe(401);
    }
    const refused = await post(second, '/users/login', { email, password: 'not the password' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('an avatar uploaded through one instance is served by the other', async () => {
    const user = await signedInUser();
    const png = await sharp({
      create: { width: 240, height: 240, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    const uploaded = await fetch(`${first.origin}/api/v1/users/update-avatar`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${user.accessToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const avatar = ((await uploaded.json()) as { data: { url: string } }).data;

    const served = await fetch(`${second.origin}${avatar.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe('png');
    // Neither data folder holds it: the bucket does.
    const self = await fetch(`${second.origin}/api/v1/users/self`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(((await self.json()) as { data: { avatar: { url: string } } }).data.avatar.url).toBe(avatar.url);
  }, 60_000);

  it('a refresh token rotated on one instance is refused on the other', async () => {
    const user = await signedInUser();
    const rotated = await fetch(`${first.origin}/api/v1/users/refresh-token`, {
      method: 'POST',
      headers: { cookie: `refreshToken=${user.refreshToken}` },
    });
    expect(rotated.status).toBe(200);
    const newToken = refreshCookieFrom({ 'set-cookie': rotated.headers.getSetCookie() });
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(user.refreshToken);

    const replay = await fetch(`${second.origin}/api/v1/users/refresh-token`, {
      method: 'POST',
      headers: { cookie: `refreshToken=${user.refreshToken}` },
    });
    expect(replay.status).toBe(401);
  }, 60_000);
});
