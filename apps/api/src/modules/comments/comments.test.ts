import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

let testApp: TestApp;
let courseId: string;
let lessonId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const course = await testApp.app.db
    .selectFrom('courses')
    .select('id')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  courseId = course.id;
  const lesson = await testApp.app.db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
});
afterAll(async () => {
  await testApp.close();
});

async function enrolledUser(): Promise<SignedInUser> {
  const user = await createSignedInUser(testApp.app);
  await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/enrollment/${courseId}`,
    headers: user.headers,
  });
  return user;
}

const post = (lesson: string, comment: unknown, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/c/comments/${lesson}`, headers, payload: { comment } });
const patch = (commentId: string, comment: unknown, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'PATCH',
    url: `/api/v1/c/comments/${commentId}`,
    headers,
    payload: { comment },
  });
const remove = (commentId: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/v1/c/comments/${commentId}`, headers });
const list = (lesson: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1/c/comments/${lesson}`, headers });

describe('POST /c/comments/{id} (addComment)', () => {
  it('adds a trimmed comment with its owner, rendered once as HTML', async () => {
    const learner = await enrolledUser();
    const response = await post(lessonId, '  Why does the effect run twice?  ', learner.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      lessonId,
      comment: 'Why does the effect run twice?',
      html: '<p>Why does the effect run twice?</p>',
      parentId: null,
      replyCount: 0,
      state: 'visible',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      owner: {
        _id: learner.id,
        username: learner.username,
        avatar: { url: expect.stringMatching(/^\/api\/v1\/default-avatars\/[A-Z0-9]-[0-9]{1,2}\.svg$/) },
      },
    });
  });

  it('keeps markup as the literal text it is: the source as written, its HTML escaped, never markup', async () => {
    const learner = await enrolledUser();
    const text = '<script>alert(1)</script> & <b>bold</b>';
    const data = (await post(lessonId, text, learner.headers)).json().data;
    expect(data.comment).toBe(text);
    expect(data.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>');
  });

  it('refuses a user who is not enrolled (403), or whose enrolment has expired', async () => {
    const visitor = await createSignedInUser(testApp.app);
    const response = await post(lessonId, 'Hello', visitor.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Enroll in this course to join the discussion');

    const lapsed = await enrolledUser();
    await testApp.app.db
      .updateTable('enrollments')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', lapsed.id)
      .execute();
    expect((await post(lessonId, 'Hello', lapsed.headers)).statusCode).toBe(403);
  });

  it('refuses a blank or too long comment with 422 and the spec messages', async () => {
    const learner = await enrolledUser();
    for (const blank of ['', '   \n\t ']) {
      const response = await post(lessonId, blank, learner.headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({ field: 'comment', message: 'Please enter a comment' });
    }
    const missing = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/c/comments/${lessonId}`,
      headers: learner.headers,
      payload: {},
    });
    expect(missing.json().errors[0]).toEqual({ field: 'comment', message: 'Please enter a comment' });
    const long = await post(lessonId, 'x'.repeat(2001), learner.headers);
    expect(long.json().errors[0]).toEqual({
      field: 'comment',
      message: 'Comment must be at most 2000 characters long',
    });
    expect((await post(lessonId, 'x'.repeat(2000), learner.headers)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown lesson, 422 for a malformed id and 401 without a token', async () => {
    const learner = await enrolledUser();
    expect((await post('0123456789abcdef01234567', 'Hi', learner.headers)).statusCode).toBe(404);
    expect((await post('nope', 'Hi', learner.headers)).statusCode).toBe(422);
    expect((await post(lessonId, 'Hi', {})).statusCode).toBe(401);
  });
});

describe('GET /c/comments/{id} (listComments)', () => {
  it('lists a lesson’s comments newest first, to any signed-in user', async () => {
    const lesson = await testApp.app.db
      .selectFrom('lessons')
      .select('id')
      .where('course_id', '=', courseId)
      .where('position', '=', 3)
      .executeTakeFirstOrThrow();
    const learner = await enrolledUser();
    const older = (await post(lesson.id, 'older', learner.headers)).json().data;
    // A minute older, written and last changed (D34 orders by the last change): two posts of one millisecond
    // would otherwise tie and fall back to their ids' order.
    const aMinuteAgo = Date.now() - 60_000;
    await testApp.app.db
      .updateTable('comments')
      .set({ created_at: aMinuteAgo, updated_at: aMinuteAgo })
      .where('id', '=', older._id)
      .execute();
    await post(lesson.id, 'newer', learner.headers);

    const reader = await createSignedInUser(testApp.app);
    const response = await list(lesson.id, reader.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((comment: { comment: string }) => comment.comment)).toEqual([
      'newer',
      'older',
    ]);
  });

  it('shows the owner’s avatar when they have one', async () => {
    const learner = await enrolledUser();
    await testApp.app.db
      .updateTable('users')
      .set({ avatar_key: 'abcdefabcdefabcdefabcdef.png' })
      .where('id', '=', learner.id)
      .execute();
    await post(lessonId, 'with avatar', learner.headers);
    const comments = (await list(lessonId, learner.headers)).json().data;
    const mine = comments.find((comment: { comment: string }) => comment.comment === 'with avatar');
    expect(mine.owner.avatar).toEqual({ url: '/media/abcdefabcdefabcdefabcdef.png' });
  });

  it('answers 404 for an unknown lesson and 401 without a token', async () => {
    const reader = await createSignedInUser(testApp.app);
    expect((await list('0123456789abcdef01234567', reader.headers)).statusCode).toBe(404);
    expect((await list(lessonId, {})).statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /c/comments/{id} (updateComment, deleteComment)', () => {
  it('lets the owner edit the text, which moves updatedAt', async () => {
    const owner = await enrolledUser();
    const created = (await post(lessonId, 'first draft', owner.headers)).json().data;
    await testApp.app.db
      .updateTable('comments')
      .set({ updated_at: 0 })
      .where('id', '=', created._id)
      .execute();
    const response = await patch(created._id, ' second draft ', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: created._id,
      comment: 'second draft',
      createdAt: created.createdAt,
    });
    expect(Date.parse(response.json().data.updatedAt)).toBeGreaterThan(0);
  });

  it('refuses anyone but the owner (403) for edit and delete', async () => {
    const owner = await enrolledUser();
    const stranger = await enrolledUser();
    const created = (await post(lessonId, 'mine', owner.headers)).json().data;
    expect((await patch(created._id, 'hijacked', stranger.headers)).statusCode).toBe(403);
    expect((await remove(created._id, stranger.headers)).statusCode).toBe(403);
    const stillThere = await testApp.app.db
      .selectFrom('comments')
      .select('body')
      .where('id', '=', created._id)
      .executeTakeFirst();
    expect(stillThere?.body).toBe('mine');
  });

  it('refuses a blank edit with the spec message', async () => {
    const owner = await enrolledUser();
    const created = (await post(lessonId, 'text', owner.headers)).json().data;
    const response = await patch(created._id, '   ', owner.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('comment');
  });

  it('lets the owner delete, after which the comment is gone (404 on a second delete)', async () => {
    const owner = await enrolledUser();
    const created = (await post(lessonId, 'short-lived', owner.headers)).json().data;
    const response = await remove(created._id, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null });
    expect((await remove(created._id, owner.headers)).statusCode).toBe(404);
    expect((await patch(created._id, 'again', owner.headers)).statusCode).toBe(404);
  });

  it('answers 422 for a malformed id and 401 without a token', async () => {
    const owner = await enrolledUser();
    expect((await patch('bad-id', 'x', owner.headers)).statusCode).toBe(422);
    expect((await remove('bad-id', owner.headers)).statusCode).toBe(422);
    expect((await patch('0123456789abcdef01234567', 'x', {})).statusCode).toBe(401);
    expect((await remove('0123456789abcdef01234567', {})).statusCode).toBe(401);
  });
});
