import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/auth/account-rules.js';
import { PASSWORD } from './accounts.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { verificationTokenIn } from './mail-catcher.js';
import { redisAnswers } from './services.js';

// A Redis of this test's own on a free port, stopped mid-run: the machine's shared Redis is never touched.
const suite = 'a Redis lost mid-run: the limits keep counting in memory and the server keeps serving';
const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServerInstalled) console.warn(`SKIPPED ${suite}: redis-server is not installed`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  // Never left behind, even when the test process is torn down mid-run.
  const killOnExit = () => redis.kill('SIGKILL');
  process.once('exit', killOnExit);
  redis.once('exit', () => process.off('exit', killOnExit));
  for (let tries = 0; tries < 50; tries += 1) {
    if (await redisAnswers(`redis://127.0.0.1:${port}`, 'the private Redis')) return redis;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  redis.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  // A crash, not a shutdown: no goodbye on the connection.
  redis.kill('SIGKILL');
  await exited;
}

describe.skipIf(!redisServerInstalled)(suite, () => {
  const lines: Array<{ level: number; msg: string }> = [];
  let port: number;
  let redis: ChildProcess;
  let testApp: TestApp;
  const email = 'outage@example.com';

  const health = async () => (await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).json();
  async function healthBecomes(status: 'ok' | 'degraded') {
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await health()).data.status === status) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`health never became ${status}`);
  }
  const login = (password: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password },
      remoteAddress,
    });
  const linesSaying = (pattern: RegExp) => lines.filter((line) => pattern.test(line.msg));

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    testApp = await buildTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, SMTP_URL: '' },
      logger: { level: 'info', stream: sink },
    });
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { username: 'outage', email, password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const outbox = path.join(testApp.config.dataDir, 'outbox');
    const [file] = await readdir(outbox);
    const token = verificationTokenIn(await simpleParser(await readFile(path.join(outbox, file ?? ''))));
    const verified = await testApp.app.inject({ method: 'GET', url: `/api/v1/users/verify-email/${token}` });
    expect(verified.statusCode).toBe(200);
  }, 90_000);
  afterAll(async () => {
    await testApp?.close();
    if (redis) await stopRedis(redis);
  });

  it('reports Redis in the health check while it answers', async () => {
    expect(await health()).toMatchObject({ statusCode: 200, data: { status: 'ok', redis: 'up' } });
  });

  it('says degraded once Redis is gone, logging the outage once at error', async () => {
    await stopRedis(redis);
    await healthBecomes('degraded');
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    // Still in rotation: the server serves, with its limits in memory.
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, data: { status: 'degraded', redis: 'down' } });
    // Reconnection attempts fail again and again; one line says so.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(linesSaying(/Redis does not answer/)).toHaveLength(1);
    expect(linesSaying(/Redis does not answer/)[0]?.level).toBe(50);
  });

  it('keeps signing in and sending reset codes', async () => {
    const signedIn = await login(PASSWORD, '192.0.2.10');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.accessToken).toEqual(expect.any(String));
    const forgot = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email },
      remoteAddress: '192.0.2.11',
    });
    expect(forgot.statusCode).toBe(200);
  });

  it("keeps counting the account's failed sign-ins", async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.failedSignInsPerAccount.max; attempt += 1) {
      expect((await login('not the password', `192.0.2.${20 + attempt}`)).statusCode).toBe(401);
    }
    const refused = await login('not the password', '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps counting the per-address limit', async () => {
    const address = '198.51.100.77';
    for (let request = 0; request < RATE_LIMITS.perIp.max; request += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: {},
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(422);
    }
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {},
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, success: false });
  });

  it("keeps counting a user's uploads", async () => {
    const user = await testApp.app.accessTokens.issue(
      (
        await testApp.app.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const upload = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/update-avatar',
        headers: { authorization: `Bearer ${user}` },
        remoteAddress,
      });
    for (let index = 0; index < RATE_LIMITS.uploadsPerUser.max; index += 1) {
      const response = await upload(`203.0.113.${index + 1}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).not.toBe(429);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await upload('203.0.113.200')).statusCode).toBe(429);
  });

  it('shares the counts again once Redis is back, logging the recovery once', async () => {
    redis = await startRedis(port);
    await healthBecomes('ok');
    expect(await health()).toMatchObject({ statusCode: 200, data: { status: 'ok', redis: 'up' } });
    expect(linesSaying(/Redis answers again/)).toHaveLength(1);
    expect(linesSaying(/Redis does not answer/)).toHaveLength(1);
    expect((await login(PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  }, 20_000);

  it('answers within the command timeout when Redis hangs with the connection open', async () => {
    // A frozen process: the socket stays open and nothing answers, as behind a dropped network path.
    redis.kill('SIGSTOP');
    try {
      const started = performance.now();
      const signedIn = await login(PASSWORD, '192.0.2.201');
      expect(signedIn.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
      const forgot = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        payload: { email },
        remoteAddress: '192.0.2.202',
      });
      expect(forgot.statusCode).toBeLessThan(500);
    } finally {
      redis.kill('SIGCONT');
    }
  }, 20_000);
});
