import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

// Handlers that answer themselves (a file stream, a redirect) return the reply, which is a thenable: the
// wrapper must see that it was sent and not send again (Fastify would log "Reply was already sent").
const logged: { level: number; msg: string }[] = [];
let testApp: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  testApp = await buildTestApp({ logger: { level: 'warn', stream: sink } });
});
afterAll(async () => {
  await testApp.close();
});

describe('operations that answer themselves are answered once', () => {
  it('an image and a video range from /media log no warning', async () => {
    const course = await testApp.app.db
      .selectFrom('courses')
      .select('thumbnail_key')
      .executeTakeFirstOrThrow();
    const lesson = await testApp.app.db.selectFrom('lessons').select('video_key').executeTakeFirstOrThrow();
    const image = await testApp.app.inject({ method: 'GET', url: `/media/${course.thumbnail_key}` });
    const video = await testApp.app.inject({
      method: 'GET',
      url: testApp.app.mediaLinks.sign(lesson.video_key),
      headers: { range: 'bytes=0-99' },
    });
    expect(image.statusCode).toBe(200);
    expect(video.statusCode).toBe(206);
    expect(logged).toEqual([]);
  });

  it('the Google sign-in redirect logs no warning', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/users/google' });
    expect(response.statusCode).toBe(302);
    expect(logged).toEqual([]);
  });
});
