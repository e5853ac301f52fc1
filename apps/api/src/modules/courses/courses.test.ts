import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

let testApp: TestApp;
let ada: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  ada = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function courseIdTitled(prefix: string): Promise<string> {
  const row = await testApp.app.db
    .selectFrom('courses')
    .select('id')
    .where('title', 'like', `${prefix}%`)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /courses (listCourses)', () => {
  it('lists the seeded catalogue to visitors, in the carousel order when nobody has liked anything', async () => {
    const response = await get('/courses');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.totalCourses).toBe(6);
    expect(data.courses.map((course: { title: string }) => course.title.split(':')[0])).toEqual([
      'React.js',
      'HTML',
      'Node.js',
      'Next.js',
      'Git',
      'My SQL',
    ]);
    expect(data.courses[0]).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      title: 'React.js: Components, Hooks and State',
      subTitle: expect.any(String),
      thumbnail: {
        url: expect.stringMatching(/^\/media\/[a-f0-9]{24}\.jpg$/),
        // ADR 0078: the thumbnail's stored widths (course-thumbnail-widths.test.ts checks them).
        srcset: expect.stringMatching(/^\/media\/[a-f0-9]{24}\.jpg 320w, .* 1280w$/),
      },
      lessonCount: 4,
      syllabus: expect.any(Array),
    });
    // D38: the lesson ids in syllabus order, the same the course page lists.
    const course = (await get(`/courses/${data.courses[0]._id}`)).json().data;
    expect(data.courses[0].syllabus).toEqual(course.syllabus.map((lesson: { _id: string }) => lesson._id));
    expect(data.courses[0].syllabus).toHaveLength(4);
  });

  it('pages with page and limit', async () => {
    const second = (await get('/courses?page=2&limit=4')).json().data;
    expect(second.courses.map((course: { title: string }) => course.title.split(':')[0])).toEqual([
      'Git',
      'My SQL',
    ]);
    expect(second.totalCourses).toBe(6);
  });

  it('puts the most liked course first', async () => {
    const gitId = await courseIdTitled('Git');
    await testApp.app.inject({ method: 'POST', url: `/api/v1/c/likes/${gitId}`, headers: ada.headers });
    const first = (await get('/courses?limit=1')).json().data.courses[0];
    expect(first._id).toBe(gitId);
    await testApp.app.inject({ method: 'POST', url: `/api/v1/c/likes/${gitId}`, headers: ada.headers });
  });

  it('refuses a limit above 100 or a page below 1 with 422', async () => {
    expect((await get('/courses?limit=101')).statusCode).toBe(422);
    const response = await get('/courses?page=0');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('page');
  });

  it('answers 401 to an invalid token instead of treating the caller as a visitor', async () => {
    expect((await get('/courses', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});

describe('GET /courses/{courseId} (getCourse)', () => {
  it('gives a visitor the syllabus, lesson titles and false personal flags', async () => {
    const id = await courseIdTitled('HTML');
    const response = await get(`/courses/${id}`);
    expect(response.statusCode).toBe(200);
    const course = response.json().data;
    expect(course.syllabus.map((lesson: { title: string }) => lesson.title)).toEqual([
      'Anatomy of an HTML document',
      'Semantic elements',
      'Links and images',
      'Accessible forms',
    ]);
    expect(course.syllabus[0]).toEqual({
      _id: course.lessonTitles[0]._id,
      title: 'Anatomy of an HTML document',
      subHeading: expect.any(String),
      durationSeconds: 6,
    });
    expect(course.lessonTitles).toHaveLength(4);
    expect(course.about).toMatch(/Every web page starts as HTML/);
    expect(course).toMatchObject({
      lessonCount: 4,
      totalLikes: 0,
      isUserLiked: false,
      isEnrolled: false,
      isFavorite: false,
      enrollment: null,
    });
  });

  it('tells a signed-in user whether they enrolled, liked and favourited it', async () => {
    const id = await courseIdTitled('Node.js');
    const learner = await createSignedInUser(testApp.app);
    for (const url of [`/users/enrollment/${id}`, `/users/favorites/${id}`, `/c/likes/${id}`]) {
      await testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: learner.headers });
    }
    const course = (await get(`/courses/${id}`, learner.headers)).json().data;
    expect(course).toMatchObject({ isEnrolled: true, isFavorite: true, isUserLiked: true, totalLikes: 1 });
    expect(course.enrollment).toEqual({
      courseId: id,
      enrolledAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const asSomeoneElse = (await get(`/courses/${id}`, ada.headers)).json().data;
    expect(asSomeoneElse).toMatchObject({
      isEnrolled: false,
      isFavorite: false,
      isUserLiked: false,
      totalLikes: 1,
    });
  });

  it('answers 404 for an unknown course and 422 for a malformed id', async () => {
    const missing = await get('/courses/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Course not found' });
    const malformed = await get('/courses/not-an-id');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors[0]).toEqual({ field: 'courseId', message: 'Invalid id' });
  });
});

describe('GET /courses/query (searchCourses)', () => {
  const titlesFor = async (query: string) =>
    (await get(`/courses/query?query=${encodeURIComponent(query)}`))
      .json()
      .data.courses.map((course: { title: string }) => course.title.split(':')[0]);

  it('matches word prefixes case-insensitively, the title match ranked first', async () => {
    const titles = await titlesFor('reac');
    expect(titles[0]).toBe('React.js');
    expect(titles).toContain('Next.js'); // its sub title and about text mention React
    expect(await titlesFor('REAC')).toEqual(titles); // 'reac' also finds "reach" in the Node.js about text
  });

  it('finds a course by one of its lesson titles', async () => {
    expect(await titlesFor('useStat')).toEqual(['React.js']);
    expect(await titlesFor('pull requ')).toEqual(['Git']);
  });

  it('needs every word to match', async () => {
    expect(await titlesFor('sql joins')).toEqual(['My SQL']);
    expect(await titlesFor('sql hooks')).toEqual([]);
  });

  it('counts the results and finds nothing for unknown words or bare punctuation', async () => {
    const response = (await get('/courses/query?query=git')).json().data;
    expect(response.totalCourses).toBe(response.courses.length);
    expect(await titlesFor('kubernetes')).toEqual([]);
    expect(await titlesFor('"*:&!')).toEqual([]);
  });

  it('refuses a blank query with the spec message', async () => {
    for (const url of ['/courses/query?query=%20%20', '/courses/query?query=', '/courses/query']) {
      const response = await get(url);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({ field: 'query', message: 'Please enter a search query' });
    }
  });
});
