import { describe, expect, it } from 'vitest';
import { useAppLoggingAt } from '../../test/logging-app.js';

// Handlers that answer themselves (a file stream, a redirect) return the reply, which is a thenable: the
// wrapper must see that it was sent and not send again (Fastify would log "Reply was already sent").
describe('operations that answer themselves are answered once', () => {
  const logged = useAppLoggingAt('warn');

  it('an image and a video range from /media log no warning', async () => {
    const course = await logged.app.db
      .selectFrom('courses')
      .select('thumbnail_key')
      .executeTakeFirstOrThrow();
    const lesson = await logged.app.db.selectFrom('lessons').select('video_key').executeTakeFirstOrThrow();
    const image = await logged.app.inject({ method: 'GET', url: `/media/${course.thumbnail_key}` });
    const video = await logged.app.inject({
      method: 'GET',
      url: logged.app.mediaLinks.sign(lesson.video_key),
      headers: { range: 'bytes=0-99' },
    });
    expect(image.statusCode).toBe(200);
    expect(video.statusCode).toBe(206);
    expect(logged.lines).toEqual([]);
  });

  it('the Google sign-in redirect logs no warning', async () => {
    const response = await logged.app.inject({ method: 'GET', url: '/api/v1/users/google' });
    expect(response.statusCode).toBe(302);
    expect(logged.lines).toEqual([]);
  });
});
