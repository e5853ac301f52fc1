// Media in an S3-compatible bucket (ADR 0046): the store itself, and the app serving uploads and
// lesson videos from it, against a local S3 server that checks signatures as S3 does (test/s3-server.ts, ADR
// 0142), with nothing written to the data folder.
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { createSignedInUser } from '../../test/signed-in-user.js';
import { loadConfig } from '../config.js';
import { createS3MediaStore } from './s3-media-store.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

const storeFor = (env: Record<string, string>) => {
  const config = loadConfig({ ...env, JWT_SECRET: 'x'.repeat(40) }, tmpdir()).s3;
  if (!config) throw new Error('S3 settings were not read');
  return createS3MediaStore(config);
};

describe('the S3 media store', () => {
  it('stores bytes under a random key, reads them whole or by range, and removes them', async () => {
    const store = storeFor(s3.env);
    const key = await store.save(Buffer.from('0123456789'), 'jpg');
    expect(key).toMatch(/^[0-9a-f]{24}\.jpg$/);
    const found = await store.find(key);
    expect(found?.size).toBe(10);
    expect(await text(await found!.open())).toBe('0123456789');
    expect(await text(await found!.open({ start: 2, end: 4 }))).toBe('234');
    await store.remove(key);
    expect(await store.find(key)).toBeNull();
    await store.remove(key); // twice is harmless
  });

  it('imports a file from disk and keeps objects under the configured prefix', async () => {
    const store = storeFor({ ...s3.env, S3_PREFIX: 'media' });
    expect(store.root).toBe(`s3://${s3.env.S3_BUCKET}/media/`);
    const source = path.join(await mkdtemp(path.join(tmpdir(), 'clip-')), 'clip.mp4');
    await writeFile(source, 'not really a video');
    const key = await store.importFile(source, 'mp4');
    expect((await store.find(key))?.size).toBe(18);
    // The unprefixed key is a different object.
    expect(await storeFor(s3.env).find(key)).toBeNull();
  });

  it('never turns a key outside the pattern into an object name', async () => {
    const store = storeFor(s3.env);
    expect(await store.find('../../etc/passwd')).toBeNull();
    expect(await store.find('a.exe')).toBeNull();
  });

  it('gives a signed, expiring link that answers ranges', async () => {
    const store = storeFor(s3.env);
    const key = await store.save(Buffer.from('abcdefghij'), 'mp4');
    const link = new URL(await store.signedUrl!(key, 'video/mp4', 900));
    expect(link.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(link, { headers: { range: 'bytes=5-' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('fghij');
  });
  it('gets nothing through a tampered, expired or unsigned link, nor with the wrong secret', async () => {
    const store = storeFor(s3.env);
    const key = await store.save(Buffer.from('lesson bytes'), 'mp4');
    const link = new URL(await store.signedUrl!(key, 'video/mp4', 900));
    expect((await fetch(link)).status).toBe(200);

    const longer = new URL(link);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await fetch(longer)).status).toBe(403);
    const otherObject = new URL(link);
    otherObject.pathname = otherObject.pathname.replace(key, `${'0'.repeat(24)}.mp4`);
    expect((await fetch(otherObject)).status).toBe(403);
    const unsigned = new URL(link);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);

    const shortLived = await store.signedUrl!(key, 'video/mp4', 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await fetch(shortLived);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');

    const wrongSecret = storeFor({ ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    await expect(wrongSecret.save(Buffer.from('x'), 'jpg')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
  });
});

describe('the app with S3_BUCKET set', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The default catalogue is imported at start, so its videos and thumbnails go to the bucket too.
    testApp = await buildTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stores an uploaded avatar in the bucket and serves it from there, nothing in the data folder', async () => {
    const user = await createSignedInUser(testApp.app);
    const image = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const body = await multipartBody({ avatar: { bytes: image, type: 'image/png', filename: 'me.png' } });
    const uploaded = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-avatar',
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url, public_id: key } = uploaded.json().data as { url: string; public_id: string };
    expect(existsSync(path.join(testApp.config.dataDir, 'media', key))).toBe(false);
    expect((await testApp.app.media.find(key))?.size).toBeGreaterThan(0);

    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('sends a lesson video by a redirect to the bucket, only through a valid lesson link (D15)', async () => {
    const lesson = await testApp.app.db.selectFrom('lessons').select('video_key').executeTakeFirstOrThrow();
    const unsigned = await testApp.app.inject({ method: 'GET', url: `/media/${lesson.video_key}` });
    expect(unsigned.statusCode).toBe(403);

    const redirect = await testApp.app.inject({
      method: 'GET',
      url: testApp.app.mediaLinks.sign(lesson.video_key),
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(redirect.headers.location));
    expect(location.origin).toBe(s3.env.S3_ENDPOINT);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('900');
    const head = await fetch(location, { headers: { range: 'bytes=0-7' } });
    expect(head.status).toBe(206);
    // An MP4 starts with a box whose type is 'ftyp' at bytes 4-7.
    expect(
      Buffer.from(await head.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
  });

  it('answers 404 with the envelope for a key the bucket does not hold', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/media/0123456789abcdef01234567.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, success: false, message: 'File not found' });
  });
});
