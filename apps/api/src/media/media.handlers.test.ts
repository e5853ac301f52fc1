import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;
let videoKey: string;
let videoBytes: Buffer;
let thumbnailKey: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const lesson = await testApp.app.db.selectFrom('lessons').select('video_key').executeTakeFirstOrThrow();
  videoKey = lesson.video_key;
  videoBytes = await readFile(path.join(testApp.app.media.root, videoKey));
  const course = await testApp.app.db.selectFrom('courses').select('thumbnail_key').executeTakeFirstOrThrow();
  thumbnailKey = course.thumbnail_key;
});
afterAll(async () => {
  await testApp.close();
});

const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('GET /media/{key} (getMedia)', () => {
  it('answers a range request on a video with 206 and exactly those bytes', async () => {
    const response = await fetchMedia(testApp.app.mediaLinks.sign(videoKey), { range: 'bytes=100-1123' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1123/${videoBytes.length}`);
    expect(response.headers['content-length']).toBe('1024');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(videoBytes.subarray(100, 1124))).toBe(true);
  });

  it('serves an open-ended range to the end of the file (what a player asks for when seeking)', async () => {
    const start = videoBytes.length - 500;
    const response = await fetchMedia(testApp.app.mediaLinks.sign(videoKey), { range: `bytes=${start}-` });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(videoBytes.subarray(start))).toBe(true);
  });

  it('answers 416 with the file size for a range past the end', async () => {
    const response = await fetchMedia(testApp.app.mediaLinks.sign(videoKey), {
      range: `bytes=${videoBytes.length}-`,
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
  });

  it('refuses a video without a signature, with a tampered one, or with an expired one (403)', async () => {
    expect((await fetchMedia(`/media/${videoKey}`)).statusCode).toBe(403);
    const signed = new URL(testApp.app.mediaLinks.sign(videoKey), 'http://localhost');
    signed.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 60));
    expect((await fetchMedia(`${signed.pathname}${signed.search}`)).statusCode).toBe(403);
    const expired = testApp.app.mediaLinks.sign(videoKey, Date.now() - 24 * 60 * 60 * 1000);
    const response = await fetchMedia(expired);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, statusCode: 403 });
  });

  it('serves images to anyone, cacheable for good', async () => {
    const response = await fetchMedia(`/media/${thumbnailKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a key that has no file and 422 for a key that is not a media key', async () => {
    expect((await fetchMedia('/media/0123456789abcdef01234567.png')).statusCode).toBe(404);
    expect((await fetchMedia('/media/..%2F..%2Fdevlearn.sqlite')).statusCode).toBe(422);
  });
});
