import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../test/build-test-app.js';
import { redisAnswers, TEST_REDIS_URL } from '../../test/services.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { buildApp } from '../app.js';

// ADR 0131: with REDIS_URL the resources' versions live in Redis, so what a write on one process retires is
// retired on every other process before the write's answer leaves. Two apps on one store and one Redis.
const suite = 'the response cache shares retirements through Redis';
const redisUp = await redisAnswers(TEST_REDIS_URL, suite);

describe.skipIf(!redisUp)(suite, () => {
  let first: TestApp;
  let second: FastifyInstance;
  let learner: SignedInUser;
  let lessonId: string;
  let otherLessonId: string;

  beforeAll(async () => {
    first = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    const schema =
      first.app.dbDialect === 'postgres'
        ? (
            await first.app.db
              .selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('name'))
              .executeTakeFirstOrThrow()
          ).name
        : undefined;
    // The second app migrates the same schema too: under the lock, like every build of a test app.
    second = await whileNoSchemaChanges(async () => {
      const app = await buildApp(first.config, { logger: false, postgresSchema: schema });
      await app.ready();
      return app;
    });
    learner = await createSignedInUser(first.app);
    const lessons = await first.app.db
      .selectFrom('lessons')
      .select(['id', 'course_id'])
      .orderBy('id')
      .execute();
    const [lesson, other] = lessons;
    if (!lesson || !other) throw new Error('the seeded catalogue has two lessons');
    lessonId = lesson.id;
    otherLessonId = other.id;
    await first.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${lesson.course_id}`,
      headers: learner.headers,
    });
  }, 120_000);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const read = (app: FastifyInstance, lesson: string) =>
    app.inject({ method: 'GET', url: `/api/v1/c/comments/${lesson}`, headers: learner.headers });

  it("a comment posted on one process retires that lesson's kept discussion on the other, and only that one", async () => {
    // The clock stands still, so neither SQLite's look at other connections' commits nor an answer's age moves:
    // only Redis can tell the second process about the write.
    vi.useFakeTimers({ toFake: ['Date'] });
    await read(second, lessonId);
    await read(second, otherLessonId);
    const listOnSecond = vi.spyOn(second.comments, 'list');
    expect((await read(second, lessonId)).statusCode).toBe(200);
    expect(listOnSecond).not.toHaveBeenCalled();

    const posted = await first.app.inject({
      method: 'POST',
      url: `/api/v1/c/comments/${lessonId}`,
      headers: learner.headers,
      payload: { comment: 'Seen by every process' },
    });
    expect(posted.statusCode).toBe(201);

    const after = (await read(second, lessonId)).json().data;
    expect(after[0].comment).toBe('Seen by every process');
    await read(second, otherLessonId);
    expect(listOnSecond).toHaveBeenCalledTimes(1);
  });

  it('answers every read in full, at once, while Redis is down, and keeps nothing from then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await read(second, otherLessonId);
    const listOnSecond = vi.spyOn(second.comments, 'list');
    vi.spyOn(second, 'redisState').mockReturnValue('down');
    const started = performance.now();
    for (let index = 0; index < 3; index++) expect((await read(second, otherLessonId)).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(listOnSecond).toHaveBeenCalledTimes(3);
  });
});
