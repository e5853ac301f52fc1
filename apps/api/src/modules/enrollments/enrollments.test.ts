import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { ENROLLMENT_VALIDITY_MS } from './enrollment-rules.js';

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

const enroll = (courseId: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/users/enrollment/${courseId}`, headers });
const listEnrollments = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/users/enrollment', headers });

describe('POST /users/enrollment/{courseId} (enrollInCourse)', () => {
  it('enrols for 365 days from now', async () => {
    const learner = await createSignedInUser(testApp.app);
    const before = Date.now();
    const response = await enroll(courseIds[0]!, learner.headers);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.courseId).toBe(courseIds[0]);
    const enrolledAt = Date.parse(data.enrolledAt);
    expect(enrolledAt).toBeGreaterThanOrEqual(before);
    expect(Date.parse(data.expiresAt) - enrolledAt).toBe(ENROLLMENT_VALIDITY_MS);
  });

  it('is idempotent: enrolling again is not an error and keeps the original dates', async () => {
    const learner = await createSignedInUser(testApp.app);
    const first = (await enroll(courseIds[1]!, learner.headers)).json().data;
    const second = await enroll(courseIds[1]!, learner.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first);
  });

  it('treats an expired enrolment as none, and enrolling again renews it', async () => {
    const learner = await createSignedInUser(testApp.app);
    await enroll(courseIds[2]!, learner.headers);
    const longAgo = Date.now() - 2 * ENROLLMENT_VALIDITY_MS;
    await testApp.app.db
      .updateTable('enrollments')
      .set({ enrolled_at: longAgo, expires_at: longAgo + ENROLLMENT_VALIDITY_MS })
      .where('user_id', '=', learner.id)
      .execute();

    const course = await testApp.app.inject({
      url: `/api/v1/courses/${courseIds[2]}`,
      headers: learner.headers,
    });
    expect(course.json().data).toMatchObject({ isEnrolled: false, enrollment: null });
    expect((await listEnrollments(learner.headers)).json().data.enrollCourses).toEqual([]);

    const renewed = (await enroll(courseIds[2]!, learner.headers)).json().data;
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers 404 for an unknown course, 422 for a malformed id and 401 without a token', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await enroll('0123456789abcdef01234567', learner.headers)).statusCode).toBe(404);
    expect((await enroll('nope', learner.headers)).statusCode).toBe(422);
    expect((await enroll(courseIds[0]!, {})).statusCode).toBe(401);
  });
});

describe('GET /users/enrollment (listEnrollments)', () => {
  it('lists active enrolments newest first with their first lesson', async () => {
    const learner = await createSignedInUser(testApp.app);
    await enroll(courseIds[3]!, learner.headers);
    await enroll(courseIds[4]!, learner.headers);
    // Make the order unambiguous even when both requests land in the same millisecond.
    await testApp.app.db
      .updateTable('enrollments')
      .set((eb) => ({ enrolled_at: eb('enrolled_at', '-', 1000) }))
      .where('user_id', '=', learner.id)
      .where('course_id', '=', courseIds[3]!)
      .execute();

    const response = await listEnrollments(learner.headers);
    expect(response.statusCode).toBe(200);
    const { enrollCourses } = response.json().data;
    expect(enrollCourses.map((course: { _id: string }) => course._id)).toEqual([courseIds[4], courseIds[3]]);
    const firstLesson = await testApp.app.db
      .selectFrom('lessons')
      .select('id')
      .where('course_id', '=', courseIds[4]!)
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    expect(enrollCourses[0]).toMatchObject({
      title: expect.stringMatching(/^Git/),
      lessonCount: 3,
      firstLessonId: firstLesson.id,
      enrolledAt: expect.any(String),
      expiresAt: expect.any(String),
    });
  });

  it('is empty for a new user and 401 without a token', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await listEnrollments(learner.headers)).json().data).toEqual({ enrollCourses: [] });
    expect((await listEnrollments({})).statusCode).toBe(401);
  });
});
