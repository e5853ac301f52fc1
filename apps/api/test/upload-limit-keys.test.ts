import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/auth/account-rules.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createSignedInUser } from './signed-in-user.js';

// The attacks on who an upload and a per-IP request are counted against. Each test counts under keys of its own
// (its own users, its own addresses), so every count starts at zero. The avatar upload without a body is refused
// (4xx) after the limit has counted it, which keeps the image work out of these tests.
describe('who the upload and per-IP limits count', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const upload = (authorization: string | undefined, remoteAddress: string) =>
    testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-avatar',
      headers: authorization ? { authorization } : {},
      remoteAddress,
    });
  const counted = (statusCode: number) => statusCode >= 400 && statusCode < 500 && statusCode !== 429;

  it('counts the verified user whatever the spelling of the scheme or the address', async () => {
    const attacker = await createSignedInUser(testApp.app);
    const spellings = ['Bearer', 'bearer', 'BEARER', 'bEaReR', 'Bearer ', 'bearer\t'];
    for (let index = 0; index < RATE_LIMITS.uploadsPerUser.max; index += 1) {
      const scheme = spellings[index % spellings.length];
      const response = await upload(`${scheme} ${attacker.accessToken}`, `192.0.2.${index + 1}`);
      expect(counted(response.statusCode), `upload ${index + 1}: ${response.statusCode}`).toBe(true);
    }
    for (const scheme of spellings) {
      const refused = await upload(`${scheme} ${attacker.accessToken}`, '198.51.100.200');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, success: false, data: null });
    }
    // Another user is not affected.
    const other = await createSignedInUser(testApp.app);
    expect(counted((await upload(other.headers.authorization, '198.51.100.200')).statusCode)).toBe(true);
  });

  it("does not let a forged token spend a victim's uploads", async () => {
    const victim = await createSignedInUser(testApp.app);
    // A well-formed token naming the victim, signed with a key the server does not have.
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(victim.id)
      .setIssuer('devlearn')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('not the server key, but 32 bytes!!'));
    for (let index = 0; index <= RATE_LIMITS.uploadsPerUser.max; index += 1) {
      const response = await upload(`Bearer ${forged}`, `198.18.0.${index + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const own = await upload(victim.headers.authorization, '198.51.100.1');
    expect(counted(own.statusCode), `victim's upload: ${own.statusCode}`).toBe(true);
  });

  it('counts an IPv6 client per /64 on the per-IP limits, rotating addresses or not', async () => {
    const register = (remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: {}, remoteAddress });
    for (let index = 0; index < RATE_LIMITS.perIp.max; index += 1) {
      const address = `2001:db8:aa:bb:${index.toString(16)}:${(index * 7).toString(16)}::${(index + 1).toString(16)}`;
      expect((await register(address)).statusCode).toBe(422);
    }
    const refused = await register('2001:db8:aa:bb::dead:beef');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The next /64 is another subscriber; an IPv4-mapped address is its IPv4 client.
    expect((await register('2001:db8:aa:bc::1')).statusCode).toBe(422);
    expect((await register('::ffff:192.0.2.1')).statusCode).toBe(422);
  });
});
