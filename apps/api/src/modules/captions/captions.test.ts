import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

// D52 and the remembered caption choice, on the store the suite runs against (SQLite, or PostgreSQL with
// TEST_DATABASE_URL). The seeded catalogue's lessons carry English and French captions.

let testApp: TestApp;
let course: { id: string; lessonId: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  const row = await testApp.app.db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.course_id', 'lessons.id'])
    .orderBy('courses.created_at')
    .orderBy('lessons.position')
    .executeTakeFirstOrThrow();
  course = { id: row.course_id, lessonId: row.id };
});
afterAll(async () => {
  await testApp.close();
});

const lesson = async (learner: SignedInUser | null) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/c/syllabus/${course.id}/${course.lessonId}`,
    headers: learner?.headers ?? {},
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('lesson captions (D52)', () => {
  it('gives an enrolled learner signed links to each track, which serve WebVTT', async () => {
    const learner = await createSignedInUser(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${course.id}`,
      headers: learner.headers,
    });
    const { captions } = await lesson(learner);
    expect(captions.map((track: { language: string }) => track.language)).toEqual(['en', 'fr']);
    expect(captions[0]).toMatchObject({ label: 'English' });
    expect(captions[1]).toMatchObject({ label: 'Français' });
    for (const track of captions) {
      expect(track.url).toMatch(/^\/media\/[a-f0-9]{24}\.vtt\?expires=\d+&signature=[\w-]+$/);
      const file = await testApp.app.inject({ method: 'GET', url: track.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.body.startsWith('WEBVTT')).toBe(true);
    }
    const english = await testApp.app.inject({ method: 'GET', url: captions[0].url });
    expect(english.body).toContain('Your first component');
  });

  it('gives visitors and learners who are not enrolled no caption links', async () => {
    expect((await lesson(await createSignedInUser(testApp.app))).captions).toEqual([]);
  });

  it('refuses a caption file without a valid signature, or with an expired one', async () => {
    const learner = await createSignedInUser(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${course.id}`,
      headers: learner.headers,
    });
    const [track] = (await lesson(learner)).captions;
    const bare = track.url.split('?')[0];
    expect((await testApp.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    const tampered = track.url.replace(/expires=\d+/, 'expires=9999999999');
    expect((await testApp.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const key = bare.slice('/media/'.length);
    const expired = testApp.app.mediaLinks.sign(key, Date.now() - 7 * 60 * 60 * 1000);
    expect((await testApp.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });
});

describe('GET/PUT /users/caption-preference', () => {
  const read = (learner: SignedInUser) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/users/caption-preference', headers: learner.headers });
  const write = (learner: SignedInUser | null, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/users/caption-preference',
      headers: learner?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });

  it('is off with no language until the learner chooses, then remembers the choice', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await read(learner)).json().data).toEqual({ enabled: false, language: null });
    const saved = await write(learner, { enabled: true, language: 'fr' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ enabled: true, language: 'fr' });
    expect((await read(learner)).json().data).toEqual({ enabled: true, language: 'fr' });
    await write(learner, { enabled: false, language: 'fr' });
    expect((await read(learner)).json().data).toEqual({ enabled: false, language: 'fr' });
    // Another learner's choice is their own.
    expect((await read(await createSignedInUser(testApp.app))).json().data.enabled).toBe(false);
  });

  it('refuses a malformed language or a missing field with 422, and a visitor with 401', async () => {
    const learner = await createSignedInUser(testApp.app);
    const bad = await write(learner, { enabled: true, language: 'english<script>' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ message: 'Choose a caption language' });
    const missing = await write(learner, { language: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ message: 'Say whether captions are on' });
    expect((await write(null, { enabled: true, language: 'en' })).statusCode).toBe(401);
  });
});
