import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/auth/account-rules.js';
import { loadConfig } from '../src/config.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
const SECRET = 'x'.repeat(40);

// The client address decides the per-IP limit (D13), so it shows which address the server believed. Refused
// bodies are counted too and skip the password hash, which keeps 100 requests quick.
const invalidLogin = (testApp: TestApp, remoteAddress: string, forwardedFor?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: {},
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

async function useUpLimit(testApp: TestApp, remoteAddress: string, forwardedFor?: string) {
  for (let request = 0; request < RATE_LIMITS.perIp.max; request += 1) {
    expect((await invalidLogin(testApp, remoteAddress, forwardedFor)).statusCode).toBe(422);
  }
}

describe('TRUST_PROXY', () => {
  it('reads false when unset, a list of proxies otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: SECRET }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: SECRET, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: SECRET, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(
      loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: SECRET, TRUST_PROXY: ' loopback, 10.0.0.0/8 ' })
        .trustProxy,
    ).toBe('loopback,10.0.0.0/8');
  });

  describe('set to the proxy (loopback)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => testApp?.close());

    it("takes the client address from the trusted proxy's X-Forwarded-For", async () => {
      await useUpLimit(testApp, '127.0.0.1', '203.0.113.10');
      expect((await invalidLogin(testApp, '127.0.0.1', '203.0.113.10')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await invalidLogin(testApp, '127.0.0.1', '203.0.113.11')).statusCode).toBe(422);
    });

    it('ignores X-Forwarded-For sent by anyone else', async () => {
      // 203.0.113.10 is used up above; a direct caller claiming to be it is counted as itself.
      expect((await invalidLogin(testApp, '192.0.2.50', '203.0.113.10')).statusCode).toBe(422);
    });
  });

  describe('unset', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp({ env: { TRUST_PROXY: '' } });
    });
    afterAll(() => testApp?.close());

    it('counts the connecting address whatever X-Forwarded-For says', async () => {
      await useUpLimit(testApp, '192.0.2.60', '203.0.113.20');
      expect((await invalidLogin(testApp, '192.0.2.60', '203.0.113.21')).statusCode).toBe(429);
    });
  });
});
