import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { RATE_LIMITS } from '../../auth/account-rules.js';
import { newCertificateId } from './certificate-ids.js';

// The PDF is made on request and anyone may ask, so each address gets a number of them per window.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /certificates/{id}/pdf rate limit', () => {
  it('answers 429 with Retry-After past the limit, and counts per address', async () => {
    const id = newCertificateId();
    const ask = (remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/v1/certificates/${id}/pdf`, remoteAddress });
    const { max } = RATE_LIMITS.certificatePdfsPerIp;
    for (let index = 0; index < max; index += 1) expect((await ask('203.0.113.7')).statusCode).toBe(404);
    const refused = await ask('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, statusCode: 429 });
    expect((await ask('203.0.113.8')).statusCode).toBe(404);
    // The verification page itself is not limited by it.
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/certificates/${id}`,
      remoteAddress: '203.0.113.7',
    });
    expect(page.statusCode).toBe(404);
  });
});
