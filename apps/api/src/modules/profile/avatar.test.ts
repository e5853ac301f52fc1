import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody } from '../../../test/multipart.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

/** A square test image with EXIF metadata that the server must strip. */
function square(format: 'png' | 'jpeg', size = 200): Promise<Buffer> {
  const image = sharp({
    create: { width: size, height: size, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  const encoded = format === 'png' ? image.png() : image.jpeg();
  return encoded.withMetadata({ exif: { IFD0: { Artist: 'secret camera owner' } } }).toBuffer();
}

describe('PATCH /users/update-avatar (D25, D26)', () => {
  let testApp: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    testApp = await buildTestApp();
    user = await createSignedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const mediaFile = (key: string) => path.join(testApp.config.dataDir, 'media', key);
  async function upload(
    file: { bytes: Uint8Array; type: string; filename: string } | undefined,
    headers: Record<string, string> = user.headers,
    extra: Record<string, string> = {},
  ) {
    const body = await multipartBody({ ...(file ? { avatar: file } : {}), ...extra });
    return testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-avatar',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('stores a re-encoded PNG under a random key and answers with the user and the new avatar (D48)', async () => {
    const response = await upload({ bytes: await square('png'), type: 'image/png', filename: 'avatar.png' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Avatar updated successfully!');
    const avatar = body.data.avatar;
    expect(avatar.public_id).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(avatar.url).toBe(`/media/${avatar.public_id}`);
    expect(avatar._id).toMatch(/^[a-f0-9]{24}$/);
    // The spec's reading: the avatar's url and public_id at the top of `data`.
    expect(body.data.url).toBe(avatar.url);
    expect(body.data.public_id).toBe(avatar.public_id);

    const stored = await sharp(mediaFile(avatar.public_id)).metadata();
    expect(stored.format).toBe('png');
    expect(stored.width).toBe(200);
    expect(stored.exif).toBeUndefined();

    // The original client's reading: `data` is the user, as /users/self gives it, plus those two fields.
    const self = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: user.headers,
    });
    expect(body.data).toEqual({ ...self.json().data, url: avatar.url, public_id: avatar.public_id });
    expect(body.data._id).toBe(user.id);
    expect(body.data.username).toBe(user.username);
    const served = await testApp.app.inject({ method: 'GET', url: avatar.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('replaces the old file: the previous avatar is removed from disk', async () => {
    const first = (
      await upload({ bytes: await square('png'), type: 'image/png', filename: 'avatar.png' })
    ).json().data;
    const second = (
      await upload({ bytes: await square('jpeg'), type: 'image/jpeg', filename: 'me.jpg' })
    ).json().data;
    expect(second.public_id).toMatch(/\.jpg$/);
    expect(existsSync(mediaFile(second.public_id))).toBe(true);
    expect(existsSync(mediaFile(first.public_id))).toBe(false);
  });

  it('refuses a file whose content is not JPEG or PNG, whatever its name (422)', async () => {
    const response = await upload({
      bytes: Buffer.from('just some text, not an image'),
      type: 'image/png',
      filename: 'a.png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'avatar', message: 'Unsupported file type' }]);
  });

  it('refuses a PNG that claims to be a JPEG (422)', async () => {
    const response = await upload({ bytes: await square('png'), type: 'image/jpeg', filename: 'photo.jpg' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe('Unsupported file type');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const response = await upload({ bytes: big, type: 'image/png', filename: 'big.png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      success: false,
      message: 'File size is too large',
    });
  });

  it('asks for the avatar when the form has none, and refuses unknown fields (422)', async () => {
    const missing = await upload(undefined, user.headers, { note: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toEqual({ field: 'note', message: 'note is not an allowed field' });
    const empty = await upload(undefined, user.headers);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([{ field: 'avatar', message: 'Avatar is required' }]);
  });

  it('refuses a JSON body: the upload must be multipart (422)', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-avatar',
      headers: user.headers,
      payload: { avatar: 'data' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('requires a signed-in user (401)', async () => {
    const response = await upload(
      { bytes: await square('png'), type: 'image/png', filename: 'avatar.png' },
      {},
    );
    expect(response.statusCode).toBe(401);
  });
});
