import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/auth/account-rules.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { redisAnswers, TEST_REDIS_URL } from './services.js';

// Two app instances (two "machines") on one Redis: what one counts, the other enforces. Each test uses its own
// email and client address, so runs never see each other's counts in the shared Redis.
const suite = 'REDIS_URL shares rate limits and account throttles between app instances';
const redisUp = await redisAnswers(TEST_REDIS_URL, suite);

const unique = () => randomBytes(6).toString('hex');
const randomIp = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

describe.skipIf(!redisUp)(suite, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    second = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const login = (testApp: TestApp, email: string, remoteAddress = randomIp()) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: 'not the password' },
      remoteAddress,
    });

  it('a sign-in throttle reached through one instance holds on the other (D13, per account)', async () => {
    const email = `throttled-${unique()}@example.com`;
    for (let attempt = 0; attempt < RATE_LIMITS.failedSignInsPerAccount.max; attempt += 1) {
      expect((await login(first, email)).statusCode).toBe(401);
    }
    const refused = await login(second, email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, success: false, data: null });
    // Another account is not affected.
    expect((await login(second, `other-${unique()}@example.com`)).statusCode).toBe(401);
  });

  it('the per-address limit counts requests made to both instances together (one shared store)', async () => {
    const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const half = RATE_LIMITS.perIp.max / 2;
    // Refused bodies count too (the limit runs before validation), and they skip the slow password hash.
    const invalidLogin = (testApp: TestApp) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: {}, remoteAddress: address });
    for (let request = 0; request < RATE_LIMITS.perIp.max; request += 1) {
      const response = await invalidLogin(request < half ? first : second);
      expect(response.statusCode).toBe(422);
    }
    const refused = await invalidLogin(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, success: false });
  });
});

describe('without REDIS_URL the counts stay in each process', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ env: { REDIS_URL: '' } });
    second = await buildTestApp({ env: { REDIS_URL: '' } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('throttles the account on the instance that counted, not on another one', async () => {
    const email = `local-${unique()}@example.com`;
    const attempt = (testApp: TestApp) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email, password: 'not the password' },
        remoteAddress: randomIp(),
      });
    for (let index = 0; index < RATE_LIMITS.failedSignInsPerAccount.max; index += 1) {
      expect((await attempt(first)).statusCode).toBe(401);
    }
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(401);
  });
});

describe('a REDIS_URL nobody answers', () => {
  it('stops the start with one clear error', async () => {
    await expect(buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /REDIS_URL is set but Redis does not answer/,
    );
  });
});
