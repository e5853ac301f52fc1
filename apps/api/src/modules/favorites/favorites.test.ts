import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';

let testApp: TestApp;
let courseIds: string[];

beforeAll(async () => {
  testApp = await buildTestApp();
  const rows = await testApp.app.db.selectFrom('courses').select('id').orderBy('created_at').execute();
  courseIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await testApp.close();
});

const toggle = (courseId: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/users/favorites/${courseId}`, headers });
const list = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/users/favorites', headers });

describe('POST /users/favorites/{courseId} (toggleFavorite)', () => {
  it('adds a course when absent and removes it when present', async () => {
    const learner = await createSignedInUser(testApp.app);
    const added = await toggle(courseIds[0]!, learner.headers);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Added to favorites',
      data: { courseId: courseIds[0], isFavorite: true, favorites: [courseIds[0]] },
    });
    const removed = await toggle(courseIds[0]!, learner.headers);
    expect(removed.json()).toMatchObject({
      message: 'Removed from favorites',
      data: { courseId: courseIds[0], isFavorite: false, favorites: [] },
    });
  });

  it('answers 404 for an unknown course, 422 for a malformed id and 401 without a token', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await toggle('0123456789abcdef01234567', learner.headers)).statusCode).toBe(404);
    expect((await toggle('123', learner.headers)).statusCode).toBe(422);
    expect((await toggle(courseIds[0]!, {})).statusCode).toBe(401);
  });
});

describe('GET /users/favorites (listFavorites)', () => {
  it('lists only this user’s favourite courses, most recently added first', async () => {
    const learner = await createSignedInUser(testApp.app);
    const other = await createSignedInUser(testApp.app);
    await toggle(courseIds[1]!, learner.headers);
    await toggle(courseIds[5]!, learner.headers);
    await toggle(courseIds[2]!, other.headers);
    await testApp.app.db
      .updateTable('favorites')
      .set((eb) => ({ created_at: eb('created_at', '-', 1000) }))
      .where('user_id', '=', learner.id)
      .where('course_id', '=', courseIds[1]!)
      .execute();

    const response = await list(learner.headers);
    expect(response.statusCode).toBe(200);
    const { favoriteCourses } = response.json().data;
    expect(favoriteCourses.map((course: { _id: string }) => course._id)).toEqual([
      courseIds[5],
      courseIds[1],
    ]);
    expect(favoriteCourses[0]).toMatchObject({ title: expect.stringMatching(/^My SQL/), lessonCount: 4 });
  });

  it('answers 401 without a token', async () => {
    expect((await list({})).statusCode).toBe(401);
  });
});
