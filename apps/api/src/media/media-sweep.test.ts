import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { createSignedInUser } from '../../test/signed-in-user.js';
import { multipart, validBlogFields, image } from '../modules/blogs/blog-test-fixtures.js';
import { decodeImageSrcset } from './image-srcset.js';
import Fastify from 'fastify';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_SWEEP, sweepOrphanedMedia } from './media-sweep.js';
import { scheduleMediaSweeps } from './media-sweep.plugin.js';

// ADR 0123: the sweep removes stored images no row names, older than an hour, a bounded batch per run; it keeps
// every key a blog, an avatar, a course or a lesson names, videos, and whatever was stored recently. On the
// data folder and on an S3 bucket.

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
});

/** Two hours from now: every key stored by the test is then older than the sweep's minimum age. */
const later = () => Date.now() + 2 * MEDIA_SWEEP.minAgeMs;

describe.each([
  { store: 'the data folder', env: () => ({}) },
  { store: 'an S3 bucket', env: () => s3.env },
])('the orphan sweep on $store', ({ env }) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: env() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const sweep = (options: Parameters<typeof sweepOrphanedMedia>[1] = {}) =>
    sweepOrphanedMedia({ db: testApp.app.db, media: testApp.app.media }, options);
  const exists = async (key: string) => (await testApp.app.media.find(key)) !== null;

  /** Every key the rows name: blog images and widths, avatars, course thumbnails and widths, videos. */
  async function referencedKeys(): Promise<string[]> {
    const db = testApp.app.db;
    const blogs = await db.selectFrom('blogs').select(['image_key', 'image_srcset']).execute();
    const users = await db
      .selectFrom('users')
      .select('avatar_key')
      .where('avatar_key', 'is not', null)
      .execute();
    const courses = await db.selectFrom('courses').select(['thumbnail_key', 'thumbnail_srcset']).execute();
    const lessons = await db.selectFrom('lessons').select('video_key').execute();
    return [
      ...blogs.flatMap((row) => [row.image_key, ...decodeImageSrcset(row.image_srcset).map((w) => w.key)]),
      ...users.map((row) => row.avatar_key!),
      ...courses.flatMap((row) => [
        row.thumbnail_key,
        ...decodeImageSrcset(row.thumbnail_srcset).map((w) => w.key),
      ]),
      ...lessons.map((row) => row.video_key),
    ];
  }

  it('removes a planted orphan and keeps every key a row names, videos and recent files', async () => {
    const author = await createSignedInUser(testApp.app);
    const blog = await multipart(
      await validBlogFields({
        blogImage: { bytes: await image(700, 350), type: 'image/jpeg', name: 'c.jpg' },
      }),
    );
    const published = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/blogs',
      headers: { ...author.headers, ...blog.headers },
      payload: blog.payload,
    });
    expect(published.statusCode).toBe(201);
    const avatar = await multipartBody({
      avatar: { bytes: await image(300, 300, 'png'), type: 'image/png', filename: 'a.png' },
    });
    const uploaded = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-avatar',
      headers: { ...author.headers, ...avatar.headers },
      payload: avatar.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const orphan = await testApp.app.media.save(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
      'jpg',
    );
    const orphanVideo = await testApp.app.media.save(Buffer.from('not really a video'), 'mp4');
    const referenced = await referencedKeys();
    expect(referenced.length).toBeGreaterThanOrEqual(4);

    // Stored just now: an upload may still be on its way to its row, so nothing goes.
    expect((await sweep()).removed).toEqual([]);
    expect(await exists(orphan)).toBe(true);

    const result = await sweep({ now: later() });
    expect(result.removed).toEqual([orphan]);
    expect(result.next).toBeUndefined();
    expect(await exists(orphan)).toBe(false);
    expect(await exists(orphanVideo)).toBe(true);
    for (const key of referenced) expect(await exists(key), key).toBe(true);
  });

  it('removes at most its bound per run and the next run goes on where it stopped', async () => {
    const orphans = [];
    for (let index = 0; index < 5; index += 1) {
      orphans.push(await testApp.app.media.save(await image(10, 10, 'png'), 'png'));
    }
    const referenced = await referencedKeys();
    const first = await sweep({ now: later(), maxRemoved: 2 });
    expect(first.removed).toHaveLength(2);
    expect(first.next).toBeDefined();
    const second = await sweep({ now: later(), maxRemoved: 2, after: first.next });
    expect(second.removed).toHaveLength(2);
    const third = await sweep({ now: later(), maxRemoved: 2, after: second.next });
    expect(third.removed).toHaveLength(1);
    expect(third.next).toBeUndefined();
    expect([...first.removed, ...second.removed, ...third.removed].sort()).toEqual(orphans.sort());
    for (const key of referenced) expect(await exists(key), key).toBe(true);
  });
});

describe('the background sweep', () => {
  it('runs after start and again on its interval, and stops when the app closes', async () => {
    const testApp = await buildTestApp();
    const host = Fastify({ logger: false });
    try {
      host.decorate('db', testApp.app.db);
      host.decorate('media', testApp.app.media);
      scheduleMediaSweeps(host, { firstRunDelayMs: 10, intervalMs: 50 });
      await host.ready();
      const twoHoursAgo = new Date(Date.now() - 2 * MEDIA_SWEEP.minAgeMs);
      const plant = async () => {
        const key = await testApp.app.media.save(await image(10, 10, 'png'), 'png');
        const file = path.join(testApp.config.dataDir, 'media', key);
        await utimes(file, twoHoursAgo, twoHoursAgo);
        return key;
      };
      const first = await plant();
      await expect.poll(async () => testApp.app.media.find(first), { timeout: 5_000 }).toBeNull();
      // A later run finds what was planted after the first.
      const second = await plant();
      await expect.poll(async () => testApp.app.media.find(second), { timeout: 5_000 }).toBeNull();
      await host.close();
      const afterClose = await plant();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await testApp.app.media.find(afterClose)).not.toBeNull();
    } finally {
      await host.close();
      await testApp.close();
    }
  });
});
