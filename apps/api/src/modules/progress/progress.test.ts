import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { NOT_ENROLLED_FOR_PROGRESS } from './progress.service.js';

// D32 on the store the suite runs against (SQLite, or PostgreSQL with TEST_DATABASE_URL).

let testApp: TestApp;
/** The seeded catalogue: each course with its lessons in syllabus order and their lengths. */
let courses: { id: string; lessons: { id: string; duration: number }[] }[];

beforeAll(async () => {
  testApp = await buildTestApp();
  const rows = await testApp.app.db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.course_id', 'lessons.id', 'lessons.duration_seconds'])
    .orderBy('courses.created_at')
    .orderBy('lessons.position')
    .execute();
  const byCourse = new Map<string, { id: string; duration: number }[]>();
  for (const row of rows) {
    const lessons = byCourse.get(row.course_id) ?? [];
    lessons.push({ id: row.id, duration: Number(row.duration_seconds) });
    byCourse.set(row.course_id, lessons);
  }
  courses = [...byCourse].map(([id, lessons]) => ({ id, lessons }));
});
afterAll(async () => {
  await testApp.close();
});

/** A course of the catalogue with at least three lessons that all have a length. */
const courseWithLessons = () =>
  courses.find((c) => c.lessons.length >= 3 && c.lessons.every((l) => l.duration >= 5))!;

const enrol = (courseId: string, learner: SignedInUser) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/enrollment/${courseId}`,
    headers: learner.headers,
  });
const save = (courseId: string, lessonId: string, learner: SignedInUser | null, payload: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/v1/c/progress/${courseId}/${lessonId}`,
    headers: learner?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
const courseProgress = async (courseId: string, learner: SignedInUser) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/c/progress/${courseId}`,
    headers: learner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

async function enrolledLearner(courseId: string) {
  const learner = await createSignedInUser(testApp.app);
  expect((await enrol(courseId, learner)).statusCode).toBeLessThan(300);
  return learner;
}

describe('PUT /c/progress/{courseId}/{lessonId} (saveLessonProgress)', () => {
  it('keeps the position in whole seconds, and it survives to the next read', async () => {
    const course = courseWithLessons();
    const [first] = course.lessons;
    const learner = await enrolledLearner(course.id);
    const saved = await save(course.id, first!.id, learner, { positionSeconds: 2.8 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Progress saved',
      data: { lessonId: first!.id, positionSeconds: 2, completed: false },
    });
    const progress = await courseProgress(course.id, learner);
    expect(progress).toMatchObject({
      courseId: course.id,
      totalLessons: course.lessons.length,
      completedLessons: 0,
      resumeLessonId: first!.id,
      lessons: [{ lessonId: first!.id, positionSeconds: 2, completed: false }],
    });
  });

  it('completes a lesson watched to 90 %, and clamps a position past the end to the end', async () => {
    const course = courseWithLessons();
    const [first, second] = course.lessons;
    const learner = await enrolledLearner(course.id);
    const below = Math.floor(first!.duration * 0.9) - 1;
    expect(
      (await save(course.id, first!.id, learner, { positionSeconds: below })).json().data.completed,
    ).toBe(false);
    const at90 = await save(course.id, first!.id, learner, {
      positionSeconds: Math.ceil(first!.duration * 0.9),
    });
    expect(at90.json().data.completed).toBe(true);
    const past = await save(course.id, second!.id, learner, { positionSeconds: second!.duration + 500 });
    expect(past.json().data).toMatchObject({ positionSeconds: second!.duration, completed: true });
    expect(await courseProgress(course.id, learner)).toMatchObject({ completedLessons: 2 });
  });

  it('lets the learner mark a lesson done and not done; not done holds until 90 % is passed again', async () => {
    const course = courseWithLessons();
    const lesson = course.lessons[0]!;
    const learner = await enrolledLearner(course.id);
    expect((await save(course.id, lesson.id, learner, { completed: true })).json().data).toMatchObject({
      positionSeconds: 0,
      completed: true,
    });
    const nearEnd = Math.ceil(lesson.duration * 0.95);
    await save(course.id, lesson.id, learner, { positionSeconds: nearEnd });
    expect((await save(course.id, lesson.id, learner, { completed: false })).json().data).toMatchObject({
      positionSeconds: nearEnd,
      completed: false,
    });
    // The player keeps reporting the same place: the learner's 'not done' stands.
    expect(
      (await save(course.id, lesson.id, learner, { positionSeconds: nearEnd })).json().data.completed,
    ).toBe(false);
    // Watched again from the start past 90 %: completed again.
    await save(course.id, lesson.id, learner, { positionSeconds: 3 });
    expect(
      (await save(course.id, lesson.id, learner, { positionSeconds: nearEnd })).json().data.completed,
    ).toBe(true);
  });

  it('needs an active enrolment (403 with the reason), the lesson of that course (404) and a token (401)', async () => {
    const course = courseWithLessons();
    const other = courses.find((c) => c.id !== course.id && c.lessons.length > 0)!;
    const stranger = await createSignedInUser(testApp.app);
    const refused = await save(course.id, course.lessons[0]!.id, stranger, { positionSeconds: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: NOT_ENROLLED_FOR_PROGRESS });

    const learner = await enrolledLearner(course.id);
    expect((await save(course.id, other.lessons[0]!.id, learner, { positionSeconds: 5 })).statusCode).toBe(
      404,
    );
    expect(
      (await save(course.id, '0123456789abcdef01234567', learner, { positionSeconds: 5 })).statusCode,
    ).toBe(404);
    expect((await save(course.id, course.lessons[0]!.id, null, { positionSeconds: 5 })).statusCode).toBe(401);

    // An enrolment that has run out keeps what was saved but takes no more.
    await save(course.id, course.lessons[0]!.id, learner, { positionSeconds: 4 });
    await testApp.app.db
      .updateTable('enrollments')
      .set({ expires_at: Date.now() - 1000 })
      .where('user_id', '=', learner.id)
      .where('course_id', '=', course.id)
      .execute();
    expect((await save(course.id, course.lessons[0]!.id, learner, { positionSeconds: 9 })).statusCode).toBe(
      403,
    );
    expect((await courseProgress(course.id, learner)).lessons[0].positionSeconds).toBe(4);
  });

  it('answers bad bodies with 422 and the field', async () => {
    const course = courseWithLessons();
    const lessonId = course.lessons[0]!.id;
    const learner = await enrolledLearner(course.id);
    const empty = await save(course.id, lessonId, learner, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0]).toEqual({
      message: 'Send a position or whether the lesson is completed',
      field: 'body',
    });
    const negative = await save(course.id, lessonId, learner, { positionSeconds: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors[0]).toEqual({
      message: 'The position must be a number of seconds',
      field: 'positionSeconds',
    });
    const text = await save(course.id, lessonId, learner, { completed: 'yes' });
    expect(text.json().errors[0]).toEqual({ message: 'Completed must be true or false', field: 'completed' });
    const extra = await save(course.id, lessonId, learner, { positionSeconds: 1, userId: 'someone-else' });
    expect(extra.statusCode).toBe(422);
  });
});

describe('GET /c/progress/{courseId} (getCourseProgress)', () => {
  it('resumes at the last unfinished lesson, else the next unfinished one, else the first', async () => {
    const course = courseWithLessons();
    const [first, second, third] = course.lessons;
    const learner = await enrolledLearner(course.id);
    expect((await courseProgress(course.id, learner)).resumeLessonId).toBe(first!.id);

    await save(course.id, second!.id, learner, { positionSeconds: 5 });
    expect((await courseProgress(course.id, learner)).resumeLessonId).toBe(second!.id);

    await save(course.id, second!.id, learner, { completed: true });
    expect((await courseProgress(course.id, learner)).resumeLessonId).toBe(third!.id);

    for (const lesson of course.lessons) await save(course.id, lesson.id, learner, { completed: true });
    const done = await courseProgress(course.id, learner);
    expect(done).toMatchObject({ completedLessons: course.lessons.length, resumeLessonId: first!.id });
    // Syllabus order, whatever the order of the writes.
    expect(done.lessons.map((lesson: { lessonId: string }) => lesson.lessonId)).toEqual(
      course.lessons.map((lesson) => lesson.id),
    );
  });

  it("shows one learner's progress only, and 404 for an unknown course", async () => {
    const course = courseWithLessons();
    const learner = await enrolledLearner(course.id);
    const other = await enrolledLearner(course.id);
    await save(course.id, course.lessons[0]!.id, other, { completed: true });
    expect(await courseProgress(course.id, learner)).toMatchObject({ completedLessons: 0, lessons: [] });
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/c/progress/0123456789abcdef01234567',
      headers: learner.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /users/progress (listCourseProgress)', () => {
  it('gives "N of M lessons" and the lesson to resume for each enrolled course', async () => {
    const [a, b] = courses.filter((c) => c.lessons.length >= 2);
    const learner = await enrolledLearner(a!.id);
    await enrol(b!.id, learner);
    await save(a!.id, a!.lessons[0]!.id, learner, { completed: true });
    await save(b!.id, b!.lessons[1]!.id, learner, { positionSeconds: 2 });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/progress',
      headers: learner.headers,
    });
    expect(response.statusCode).toBe(200);
    const byCourse = new Map(
      response.json().data.courses.map((entry: { courseId: string }) => [entry.courseId, entry]),
    );
    expect(byCourse.size).toBe(2);
    expect(byCourse.get(a!.id)).toEqual({
      courseId: a!.id,
      totalLessons: a!.lessons.length,
      completedLessons: 1,
      resumeLessonId: a!.lessons[1]!.id,
      certificate: null,
    });
    expect(byCourse.get(b!.id)).toEqual({
      courseId: b!.id,
      totalLessons: b!.lessons.length,
      completedLessons: 0,
      resumeLessonId: b!.lessons[1]!.id,
      certificate: null,
    });
  });
});
