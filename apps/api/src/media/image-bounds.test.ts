import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/account-rules.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { createSignedInUser } from '../../test/signed-in-user.js';
import { IMAGE_MESSAGES } from './image-upload.js';

/** A small real JPEG whose header claims `width` x `height` (a decompression bomb: tiny file, huge image). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  for (let index = 0; index < bytes.length - 9; index += 1) {
    // SOF0/SOF2 marker: FF C0|C2, length (2), precision (1), height (2), width (2).
    if (bytes[index] === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2)) {
      bytes.writeUInt16BE(height, index + 5);
      bytes.writeUInt16BE(width, index + 7);
      return bytes;
    }
  }
  throw new Error('no SOF marker');
}

// ADR 0092: image work is bounded (pixels, size of what is stored, how often a user may upload).
describe('bounded image work', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function uploadAvatar(headers: Record<string, string>, bytes: Buffer, type = 'image/jpeg') {
    const body = await multipartBody({ avatar: { bytes, type, filename: 'a.jpg' } });
    return testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-avatar',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('refuses a 16,000 x 16,000 JPEG of a few KB from its header, without decoding it', async () => {
    const user = await createSignedInUser(testApp.app);
    const bomb = await jpegClaiming(16_000, 16_000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await uploadAvatar(user.headers, bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toEqual({ message: IMAGE_MESSAGES.tooManyPixels, field: 'avatar' });
    // The server still answers others.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('stores every avatar at 200 x 200, whatever size was sent', async () => {
    const user = await createSignedInUser(testApp.app);
    const big = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#cc6633' } })
      .jpeg()
      .toBuffer();
    const response = await uploadAvatar(user.headers, big);
    expect(response.statusCode).toBe(200);
    const served = await testApp.app.inject({ method: 'GET', url: response.json().data.url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 200]);
  });

  it('limits uploads per user (429 after the limit), not per address', async () => {
    const user = await createSignedInUser(testApp.app);
    const other = await createSignedInUser(testApp.app);
    const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00aa55' } })
      .png()
      .toBuffer();
    for (let index = 0; index < RATE_LIMITS.uploadsPerUser.max; index += 1) {
      expect((await uploadAvatar(user.headers, small, 'image/png')).statusCode).toBe(200);
    }
    const refused = await uploadAvatar(user.headers, small, 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, success: false });
    expect((await uploadAvatar(other.headers, small, 'image/png')).statusCode).toBe(200);
  });
});
