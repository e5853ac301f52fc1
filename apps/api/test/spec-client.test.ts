import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from './accounts.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { otpIn, startMailCatcher, verificationTokenIn, type MailCatcher } from './mail-catcher.js';
import { multipartBody } from './multipart.js';
import { createSignedInUser, type SignedInUser } from './signed-in-user.js';

// ADRs 0043 and 0044: a client written from the spec calls every path of section 7 exactly
// as the spec writes it (trailing slashes, the syllabus path's stray trailing space) and reads every field
// section 3 lists for the entity it gets back. Each test below calls one operation in both forms, the spec's
// and the other (slash added or removed), and checks the entity's fields and their types in both answers.
// The last test checks that every call of section 7 was made, so an operation cannot silently drop out.

/** Section 7, as written (`{x}` is an id or token). */
const SECTION_7 = [
  'POST /users/login',
  'POST /users/register',
  'GET /users/logout',
  'GET /users/self',
  'POST /users/forgot-password',
  'POST /users/verify-otp',
  'POST /users/reset-password/{token}',
  'POST /users/resend-verify-email',
  'GET /users/verify-email/{token}',
  'PATCH /users/update-avatar',
  'POST /users/refresh-token',
  'GET /users/google',
  'GET /users/enrollment/',
  'POST /users/enrollment/{courseId}',
  'GET /users/favorites/',
  'POST /users/favorites/{courseId}',
  'GET /profile',
  'PATCH /profile',
  'POST /blogs',
  'GET /blogs/',
  'GET /blogs/{id}',
  'DELETE /blogs/{id}',
  'GET /blogs/self/blogs/',
  'GET /b/likes/self/',
  'POST /b/likes/{id}',
  'GET /courses',
  'GET /courses/{id}',
  'GET /courses/query',
  'GET /c/syllabus/{courseId}/{lessonId} ',
  'POST /c/likes/{id}',
  'GET /c/comments/{id}',
  'POST /c/comments/{id}',
  'PATCH /c/comments/{commentId}',
  'DELETE /c/comments/{commentId}',
] as const;
type SpecCall = (typeof SECTION_7)[number];

const called = new Set<SpecCall>();

/**
 * The two URLs of one spec call: as the spec writes it (with `{x}` filled in and a query), and the other form
 * (trailing slash or space removed when the spec has one, a slash added when it has none).
 */
function bothForms(call: SpecCall, values: Record<string, string> = {}, query = ''): [string, string] {
  called.add(call);
  const template = call.slice(call.indexOf(' ') + 1);
  const written = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`no value for {${name}} in ${call}`);
    return value;
  });
  const path = `/api/v1${written.replace(/ $/, '%20')}`;
  const other = /(?:\/|%20)$/.test(path) ? path.replace(/(?:\/|%20)$/, '') : `${path}/`;
  const suffix = query ? `?${query}` : '';
  return [path + suffix, other + suffix];
}

let testApp: TestApp;
let mail: MailCatcher;
let learner: SignedInUser;
let courseId: string;
let lessonId: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  testApp = await buildTestApp({ env: { SMTP_URL: mail.url } });
  learner = await createSignedInUser(testApp.app);
  const courses = await testApp.app.inject({ url: '/api/v1/courses' });
  courseId = courses.json().data.courses[0]._id;
  lessonId = courses.json().data.courses[0].syllabus[0];
});
afterAll(async () => {
  await testApp?.close();
  await mail?.close();
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The envelope of a success (D5), and its data. */
function dataOf(response: Answer, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body).toEqual({ statusCode: status, data: body.data, message: expect.any(String), success: true });
  return body.data;
}

const ID = expect.stringMatching(/^[a-f0-9]{24}$/);
const DATE = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const URL_STRING = expect.stringMatching(/^\/\S+$/);

// ---------------------------------------------------------------- the entities of spec section 3

function expectUser(user: unknown) {
  expect(user).toMatchObject({
    _id: ID,
    username: expect.any(String),
    email: expect.any(String),
    avatar: { url: URL_STRING, _id: ID, public_id: expect.any(String) },
    firstName: expect.any(String),
    lastName: expect.any(String),
    phoneNumber: expect.any(String),
    favorites: expect.any(Array),
    enrollments: expect.any(Array),
  });
}

/**
 * A course in a list: the spec's Course with `syllabus` as lesson ids (D38). `about` and `lessonTitles` are
 * the course page's (ADR 0041): no list shows them.
 */
function expectCourseInList(course: unknown) {
  expect(course).toMatchObject({
    _id: ID,
    title: expect.any(String),
    subTitle: expect.any(String),
    thumbnail: { url: URL_STRING },
    lessonCount: expect.any(Number),
    syllabus: expect.any(Array),
  });
  const { syllabus, lessonCount } = course as { syllabus: unknown[]; lessonCount: number };
  expect(syllabus).toHaveLength(lessonCount);
  for (const id of syllabus) expect(id).toEqual(ID);
}

function expectCourse(course: unknown) {
  expect(course).toMatchObject({
    _id: ID,
    title: expect.any(String),
    subTitle: expect.any(String),
    about: expect.any(String),
    thumbnail: { url: URL_STRING },
    syllabus: expect.any(Array),
    lessonTitles: expect.any(Array),
  });
  const { syllabus, lessonTitles } = course as { syllabus: unknown[]; lessonTitles: unknown[] };
  expect(syllabus.length).toBeGreaterThan(0);
  for (const lesson of syllabus) expect(lesson).toMatchObject({ _id: ID, title: expect.any(String) });
  for (const title of lessonTitles) expect(title).toEqual({ _id: ID, title: expect.any(String) });
}

function expectLesson(lesson: unknown) {
  expect(lesson).toMatchObject({
    _id: ID,
    title: expect.any(String),
    subHeading: expect.any(String),
    video: { url: URL_STRING },
    isEnrolled: true,
    isUserLiked: expect.any(Boolean),
    totalLikes: expect.any(Number),
  });
}

function expectComment(comment: unknown) {
  expect(comment).toMatchObject({
    _id: ID,
    comment: expect.any(String),
    updatedAt: DATE,
    owner: { _id: ID, username: expect.any(String), avatar: { url: URL_STRING } },
  });
}

const BLOG_FIELDS = {
  _id: ID,
  heading: expect.any(String),
  subHeading: expect.any(String),
  content: expect.any(String),
  blogCategory: expect.any(String),
  blogImage: { url: URL_STRING },
  createdAt: DATE,
  totalLikes: expect.any(Number),
  isUserLiked: expect.any(Boolean),
};

function expectBlog(blog: unknown) {
  expect(blog).toMatchObject({
    ...BLOG_FIELDS,
    author: { _id: ID, username: expect.any(String), email: expect.any(String) },
  });
}

/** A blog in a list: `content` is a plain-text excerpt (D38); the author has no email (ADR 0045). */
function expectBlogInList(blog: unknown) {
  expect(blog).toMatchObject({ ...BLOG_FIELDS, author: { _id: ID, username: expect.any(String) } });
  const { content, author } = blog as { content: string; author: object };
  expect(content).not.toMatch(/[<>]/);
  expect(content.split(' ').length).toBeLessThanOrEqual(30);
  expect(author).not.toHaveProperty('email');
}

function expectBlogList(list: unknown) {
  expect(list).toMatchObject({ blogs: expect.any(Array), totalBlogs: expect.any(Number) });
  const { blogs } = list as { blogs: unknown[] };
  expect(blogs.length).toBeGreaterThan(0);
  for (const blog of blogs) expectBlogInList(blog);
}

// ---------------------------------------------------------------- helpers of the account flows

const inject = (options: InjectOptions) => testApp.app.inject(options);

async function loginAs(email: string) {
  const response = await inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password: PASSWORD },
  });
  const data = dataOf(response);
  return {
    headers: { authorization: `Bearer ${data.accessToken as string}` },
    refreshToken: refreshCookieFrom(response.headers) ?? '',
  };
}

async function otpFor(email: string, url: string): Promise<string> {
  const before = mail.received.length;
  dataOf(await inject({ method: 'POST', url, payload: { email } }));
  return otpIn(await mail.nth(before + 1));
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

// ---------------------------------------------------------------- section 7, call by call

describe('section 7, users', () => {
  it('POST /users/register answers the User', async () => {
    for (const [index, url] of bothForms('POST /users/register').entries()) {
      const response = await inject({
        method: 'POST',
        url,
        payload: { username: `newcomer${index}`, email: `newcomer${index}@example.com`, password: PASSWORD },
      });
      expectUser(dataOf(response, 201));
    }
  });

  it('GET /users/verify-email/{token} verifies', async () => {
    for (const [index, username] of ['verifier0', 'verifier1'].entries()) {
      const before = mail.received.length;
      dataOf(
        await inject({
          method: 'POST',
          url: '/api/v1/users/register',
          payload: { username, email: `${username}@example.com`, password: PASSWORD },
        }),
        201,
      );
      const token = verificationTokenIn(await mail.nth(before + 1));
      const url = bothForms('GET /users/verify-email/{token}', { token })[index] ?? '';
      dataOf(await inject({ url }));
    }
  });

  it('POST /users/resend-verify-email answers with a message', async () => {
    for (const url of bothForms('POST /users/resend-verify-email')) {
      const response = await inject({ method: 'POST', url, payload: { email: 'nobody@example.com' } });
      dataOf(response);
      expect(response.json().message).not.toBe('');
    }
  });

  it('POST /users/login answers user and accessToken', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'signer');
    for (const url of bothForms('POST /users/login')) {
      const data = dataOf(await inject({ method: 'POST', url, payload: { email, password: PASSWORD } }));
      expect(data).toMatchObject({ accessToken: expect.any(String) });
      expectUser(data.user);
    }
  });

  it('POST /users/refresh-token answers accessToken', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'refresher');
    for (const url of bothForms('POST /users/refresh-token')) {
      const { refreshToken } = await loginAs(email);
      const response = await inject({ method: 'POST', url, cookies: { refreshToken } });
      expect(dataOf(response)).toEqual({ accessToken: expect.any(String) });
    }
  });

  it('GET /users/logout signs out', async () => {
    const email = await registerAndVerify(testApp.app, mail, 'leaver');
    for (const url of bothForms('GET /users/logout')) {
      const session = await loginAs(email);
      dataOf(
        await inject({ url, headers: session.headers, cookies: { refreshToken: session.refreshToken } }),
      );
    }
  });

  it('GET /users/self answers the User, the same in both forms', async () => {
    const [written, other] = bothForms('GET /users/self');
    const first = await inject({ url: written, headers: learner.headers });
    expectUser(dataOf(first));
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());
  });

  it('POST /users/forgot-password, /users/verify-otp and /users/reset-password/{token} reset a password', async () => {
    const emails = [
      await registerAndVerify(testApp.app, mail, 'forgetful0'),
      await registerAndVerify(testApp.app, mail, 'forgetful1'),
    ];
    const forgot = bothForms('POST /users/forgot-password');
    const verify = bothForms('POST /users/verify-otp');
    for (const [index, email] of emails.entries()) {
      const otp = await otpFor(email, forgot[index] ?? '');
      const data = dataOf(await inject({ method: 'POST', url: verify[index], payload: { email, otp } }));
      expect(data).toEqual({ token: expect.any(String) });
      const reset = bothForms('POST /users/reset-password/{token}', { token: data.token })[index];
      const newPassword = 'a brand new password';
      dataOf(
        await inject({
          method: 'POST',
          url: reset,
          payload: { newPassword, confirmPassword: newPassword },
        }),
      );
    }
  });

  it('PATCH /users/update-avatar answers the user with the new avatar, and the avatar info beside it (D48)', async () => {
    for (const url of bothForms('PATCH /users/update-avatar')) {
      const body = await multipartBody({
        avatar: { bytes: await png(200, 200), type: 'image/png', filename: 'avatar.png' },
      });
      const response = await inject({
        method: 'PATCH',
        url,
        payload: body.payload,
        headers: { ...learner.headers, ...body.headers },
      });
      const data = dataOf(response) as { url: string; public_id: string; avatar: Record<string, unknown> };
      // The original client replaces its user with `data` and reads `user.avatar.url`; section 7 reads the
      // avatar info from `data` itself.
      expectUser(data);
      expect(data.avatar).toEqual({ url: data.url, _id: ID, public_id: data.public_id });
      expect(data).toMatchObject({ url: URL_STRING, public_id: expect.any(String) });
    }
  });

  it('GET /users/google starts Google sign-in with a redirect', async () => {
    for (const url of bothForms('GET /users/google')) {
      const response = await inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^\/auth\/google\/error\?error=|^https?:/);
    }
  });

  it('POST /users/enrollment/{courseId} enrols; GET /users/enrollment/ gives enrollCourses', async () => {
    for (const url of bothForms('POST /users/enrollment/{courseId}', { courseId })) {
      const response = await inject({ method: 'POST', url, headers: learner.headers });
      expect(dataOf(response)).toMatchObject({ courseId, enrolledAt: DATE, expiresAt: DATE });
    }
    const [written, other] = bothForms('GET /users/enrollment/');
    const first = await inject({ url: written, headers: learner.headers });
    const { enrollCourses } = dataOf(first);
    expect(enrollCourses).toHaveLength(1);
    for (const course of enrollCourses) expectCourseInList(course);
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());
  });

  it('POST /users/favorites/{courseId} toggles; GET /users/favorites/ gives favoriteCourses', async () => {
    const states = [];
    for (const url of bothForms('POST /users/favorites/{courseId}', { courseId })) {
      states.push(dataOf(await inject({ method: 'POST', url, headers: learner.headers })).isFavorite);
    }
    expect(states).toEqual([true, false]);
    await inject({ method: 'POST', url: `/api/v1/users/favorites/${courseId}`, headers: learner.headers });
    const [written, other] = bothForms('GET /users/favorites/');
    const first = await inject({ url: written, headers: learner.headers });
    const { favoriteCourses } = dataOf(first);
    expect(favoriteCourses).toHaveLength(1);
    for (const course of favoriteCourses) expectCourseInList(course);
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());
  });
});

describe('section 7, profile', () => {
  const PROFILE = {
    firstName: expect.any(String),
    lastName: expect.any(String),
    email: expect.any(String),
    phoneNumber: expect.any(String),
    // Ours beside the spec's four (D36): the address waiting for its confirmation link.
    pendingEmail: null,
    // Issue 42: "Email me about replies and mentions", on for a new account.
    emailNotifications: true,
  };

  it('GET /profile answers firstName, lastName, email and phoneNumber', async () => {
    const [written, other] = bothForms('GET /profile');
    const first = await inject({ url: written, headers: learner.headers });
    expect(dataOf(first)).toEqual(PROFILE);
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());
  });

  it('PATCH /profile updates and answers them', async () => {
    for (const [index, url] of bothForms('PATCH /profile').entries()) {
      const response = await inject({
        method: 'PATCH',
        url,
        headers: learner.headers,
        payload: { firstName: `Ada${'a'.repeat(index)}` },
      });
      expect(dataOf(response)).toEqual(PROFILE);
    }
  });
});

describe('section 7, blogs', () => {
  const blogIds: string[] = [];
  let reader: SignedInUser;
  beforeAll(async () => {
    reader = await createSignedInUser(testApp.app);
  });

  it('POST /blogs answers the Blog', async () => {
    for (const url of bothForms('POST /blogs')) {
      const body = await multipartBody({
        heading: 'Notes on routing',
        subHeading: 'What the app router taught me.',
        content: '<h2>Routing</h2><p>The <strong>app</strong> router maps folders to URLs.</p>',
        blogCategory: 'Next.js',
        blogImage: { bytes: await png(80, 40), type: 'image/png', filename: 'cover.png' },
      });
      const response = await inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...learner.headers, ...body.headers },
      });
      const blog = dataOf(response, 201);
      expectBlog(blog);
      blogIds.push(blog._id);
    }
  });

  it('POST /b/likes/{id} answers likeStatus', async () => {
    const states = [];
    for (const url of bothForms('POST /b/likes/{id}', { id: blogIds[0] ?? '' })) {
      const data = dataOf(await inject({ method: 'POST', url, headers: reader.headers }));
      expect(data).toMatchObject({ likeStatus: expect.any(Boolean) });
      states.push(data.likeStatus);
    }
    expect(states).toEqual([true, false]);
    await inject({ method: 'POST', url: `/api/v1/b/likes/${blogIds[0]}`, headers: reader.headers });
  });

  it('GET /blogs/?page&limit&sortType gives blogs and totalBlogs', async () => {
    for (const sortType of ['trending', 'latest']) {
      const [written, other] = bothForms('GET /blogs/', {}, `page=1&limit=6&sortType=${sortType}`);
      const first = await inject({ url: written, headers: reader.headers });
      expectBlogList(dataOf(first));
      expect((await inject({ url: other, headers: reader.headers })).json()).toEqual(first.json());
    }
  });

  it('GET /blogs/self/blogs/?page&limit gives the author their blogs', async () => {
    const [written, other] = bothForms('GET /blogs/self/blogs/', {}, 'page=1&limit=6');
    const first = await inject({ url: written, headers: learner.headers });
    expectBlogList(dataOf(first));
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());
  });

  it('GET /b/likes/self/?page&limit gives the liked blogs', async () => {
    const [written, other] = bothForms('GET /b/likes/self/', {}, 'page=1&limit=6');
    const first = await inject({ url: written, headers: reader.headers });
    expectBlogList(dataOf(first));
    expect((await inject({ url: other, headers: reader.headers })).json()).toEqual(first.json());
  });

  it('GET /blogs/{id} answers the Blog with isUserLiked and totalLikes', async () => {
    const [written, other] = bothForms('GET /blogs/{id}', { id: blogIds[0] ?? '' });
    const first = await inject({ url: written, headers: reader.headers });
    const blog = dataOf(first);
    expectBlog(blog);
    expect(blog).toMatchObject({ isUserLiked: true, totalLikes: 1 });
    expect((await inject({ url: other, headers: reader.headers })).json()).toEqual(first.json());
  });

  it('DELETE /blogs/{id} answers with a message', async () => {
    for (const [index, id] of blogIds.entries()) {
      const url = bothForms('DELETE /blogs/{id}', { id })[index];
      const response = await inject({ method: 'DELETE', url, headers: learner.headers });
      dataOf(response);
      expect(response.json().message).toBe('Blog deleted successfully');
    }
  });
});

describe('section 7, courses', () => {
  it('GET /courses?page&limit gives courses', async () => {
    const [written, other] = bothForms('GET /courses', {}, 'page=1&limit=8');
    const first = await inject({ url: written });
    const { courses } = dataOf(first);
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expectCourseInList(course);
    expect((await inject({ url: other })).json()).toEqual(first.json());
  });

  it('GET /courses/query?query= gives courses', async () => {
    const [written, other] = bothForms('GET /courses/query', {}, 'query=react');
    const first = await inject({ url: written, headers: learner.headers });
    const { courses } = dataOf(first);
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expectCourseInList(course);
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());
  });

  it('GET /courses/{id} answers the Course', async () => {
    const [written, other] = bothForms('GET /courses/{id}', { id: courseId });
    const first = await inject({ url: written, headers: learner.headers });
    expectCourse(dataOf(first));
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());
  });

  it('GET c/syllabus/{courseId}/{lessonId} (with its trailing space) answers the Lesson', async () => {
    await inject({ method: 'POST', url: `/api/v1/users/enrollment/${courseId}`, headers: learner.headers });
    const [written, other] = bothForms('GET /c/syllabus/{courseId}/{lessonId} ', { courseId, lessonId });
    expect(written).toMatch(/%20$/);
    const withoutLink = (data: { video: { url: string } }) => ({ ...data, video: null });
    const first = dataOf(await inject({ url: written, headers: learner.headers }));
    expectLesson(first);
    const second = dataOf(await inject({ url: other, headers: learner.headers }));
    expectLesson(second);
    expect(withoutLink(second)).toEqual(withoutLink(first));
    const slashed = dataOf(await inject({ url: `${other}/`, headers: learner.headers }));
    expect(withoutLink(slashed)).toEqual(withoutLink(first));
  });

  it('POST /c/likes/{id} answers likeStatus', async () => {
    const states = [];
    for (const url of bothForms('POST /c/likes/{id}', { id: lessonId })) {
      const data = dataOf(await inject({ method: 'POST', url, headers: learner.headers }));
      expect(data).toMatchObject({ likeStatus: expect.any(Boolean), totalLikes: expect.any(Number) });
      states.push(data.likeStatus);
    }
    expect(states).toEqual([true, false]);
  });

  it('POST, GET, PATCH and DELETE /c/comments answer comments', async () => {
    await inject({ method: 'POST', url: `/api/v1/users/enrollment/${courseId}`, headers: learner.headers });
    const ids: string[] = [];
    for (const url of bothForms('POST /c/comments/{id}', { id: lessonId })) {
      const comment = dataOf(
        await inject({ method: 'POST', url, headers: learner.headers, payload: { comment: 'A question' } }),
        201,
      );
      expectComment(comment);
      ids.push(comment._id);
    }

    const [written, other] = bothForms('GET /c/comments/{id}', { id: lessonId });
    const first = await inject({ url: written, headers: learner.headers });
    const list = dataOf(first);
    expect(list).toHaveLength(2);
    for (const comment of list) expectComment(comment);
    expect((await inject({ url: other, headers: learner.headers })).json()).toEqual(first.json());

    for (const [index, id] of ids.entries()) {
      const url = bothForms('PATCH /c/comments/{commentId}', { commentId: id })[index];
      const data = dataOf(
        await inject({ method: 'PATCH', url, headers: learner.headers, payload: { comment: 'Edited' } }),
      );
      expect(data).toMatchObject({ comment: 'Edited', updatedAt: DATE });
    }
    for (const [index, id] of ids.entries()) {
      const url = bothForms('DELETE /c/comments/{commentId}', { commentId: id })[index];
      dataOf(await inject({ method: 'DELETE', url, headers: learner.headers }));
    }
  });
});

describe('section 7 as a whole', () => {
  it('has been called in full, in both forms', () => {
    expect([...called].sort()).toEqual([...SECTION_7].sort());
  });
});
