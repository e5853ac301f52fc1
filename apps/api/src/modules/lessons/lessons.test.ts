import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';

let testApp: TestApp;
let courseId: string;
let lessonId: string;
let otherCourseId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const courses = await testApp.app.db.selectFrom('courses').select('id').orderBy('created_at').execute();
  courseId = courses[0]!.id;
  otherCourseId = courses[1]!.id;
  const lesson = await testApp.app.db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', courseId)
    .where('position', '=', 2)
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
});
afterAll(async () => {
  await testApp.close();
});

const getLesson = (course: string, lesson: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1/c/syllabus/${course}/${lesson}`, headers });

describe('GET /c/syllabus/{courseId}/{lessonId} (getLesson)', () => {
  it('shows the lesson without its video to a user who is not enrolled', async () => {
    const learner = await createSignedInUser(testApp.app);
    const response = await getLesson(courseId, lessonId, learner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      _id: lessonId,
      courseId,
      title: 'Props: passing data down',
      subHeading: expect.any(String),
      durationSeconds: 6,
      video: null,
      captions: [],
      isEnrolled: false,
      isUserLiked: false,
      totalLikes: 0,
    });
  });

  it('gives an enrolled user a signed, expiring video link that plays', async () => {
    const learner = await createSignedInUser(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${courseId}`,
      headers: learner.headers,
    });
    const lesson = (await getLesson(courseId, lessonId, learner.headers)).json().data;
    expect(lesson.isEnrolled).toBe(true);
    expect(lesson.video.url).toMatch(/^\/media\/[a-f0-9]{24}\.mp4\?expires=\d+&signature=[\w-]+$/);
    const video = await testApp.app.inject({ method: 'GET', url: lesson.video.url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('shows the user’s like and the like count', async () => {
    const learner = await createSignedInUser(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/c/likes/${lessonId}`,
      headers: learner.headers,
    });
    expect((await getLesson(courseId, lessonId, learner.headers)).json().data).toMatchObject({
      isUserLiked: true,
      totalLikes: 1,
    });
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/c/likes/${lessonId}`,
      headers: learner.headers,
    });
  });

  it('answers 404 when the lesson does not belong to the course or does not exist', async () => {
    const learner = await createSignedInUser(testApp.app);
    expect((await getLesson(otherCourseId, lessonId, learner.headers)).statusCode).toBe(404);
    const missing = await getLesson(courseId, '0123456789abcdef01234567', learner.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Lesson not found');
  });

  it('answers 422 for a malformed id and 401 without a token', async () => {
    const learner = await createSignedInUser(testApp.app);
    const malformed = await getLesson(courseId, 'xyz', learner.headers);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors[0]).toEqual({ field: 'lessonId', message: 'Invalid id' });
    expect((await getLesson(courseId, lessonId, {})).statusCode).toBe(401);
  });
});
