import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { createModerationRepository } from './moderation.repository.js';
import { REPORTS_PER_HOUR } from './moderation.service.js';

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

function call(method: 'GET' | 'POST' | 'PATCH', url: string, user: SignedInUser, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
}

async function enrolled(): Promise<SignedInUser> {
  const user = await createSignedInUser(testApp.app);
  await call('POST', `/users/enrollment/${courseId}`, user);
  return user;
}

/** What `npm run user:role -- <email> moderator` does. */
async function moderator(): Promise<SignedInUser> {
  const user = await createSignedInUser(testApp.app);
  expect(
    await createModerationRepository(testApp.app.db, testApp.app.dbDialect).setRole(user.email, 'moderator'),
  ).toBe(true);
  return user;
}

async function blogBy(author: SignedInUser, id: string) {
  await testApp.app.db
    .insertInto('blogs')
    .values({
      id,
      author_id: author.id,
      heading: 'A reported blog',
      sub_heading: 's',
      content: '<p>text</p>',
      excerpt: 'text',
      category: 'CSS',
      image_key: 'k.jpg',
      total_likes: 0,
      created_at: Date.now(),
    })
    .execute();
  await testApp.app.db
    .updateTable('row_counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'blogs')
    .execute();
}

describe('reports (issue 42)', () => {
  it('stores a report with its reason once per person and thing, answering the same each time', async () => {
    const ada = await enrolled();
    const grace = await enrolled();
    const comment = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: 'Spam?' })).json().data;
    const first = await call('POST', '/reports', grace, {
      targetType: 'comment',
      targetId: comment._id,
      reason: 'Spam',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Report sent successfully');
    const again = await call('POST', '/reports', grace, { targetType: 'comment', targetId: comment._id });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Report sent successfully');
    const rows = await testApp.app.db
      .selectFrom('reports')
      .selectAll()
      .where('target_id', '=', comment._id)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ reporter_id: grace.id, reason: 'Spam', open: 1 })]);
  });

  it('refuses an unknown thing (404), a too long reason (422) and an eleventh report in an hour (429)', async () => {
    const ada = await enrolled();
    const grace = await enrolled();
    expect(
      (await call('POST', '/reports', grace, { targetType: 'blog', targetId: '0123456789abcdef01234567' }))
        .statusCode,
    ).toBe(404);
    const comment = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: 'x' })).json().data;
    const long = await call('POST', '/reports', grace, {
      targetType: 'comment',
      targetId: comment._id,
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0]).toEqual({
      message: 'Reason must be at most 500 characters long',
      field: 'reason',
    });
    const reporter = await createSignedInUser(testApp.app);
    for (let count = 0; count < REPORTS_PER_HOUR; count += 1) {
      const made = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: `n${count}` })).json().data;
      expect(
        (await call('POST', '/reports', reporter, { targetType: 'comment', targetId: made._id })).statusCode,
      ).toBe(201);
    }
    const over = await call('POST', '/reports', reporter, { targetType: 'comment', targetId: comment._id });
    expect(over.statusCode).toBe(429);
  });
});

describe('moderation (issue 42)', () => {
  it('shows moderators only the open reports, and hides a reply from all but its author until restored', async () => {
    const ada = await enrolled();
    const grace = await enrolled();
    const third = await enrolled();
    const mod = await moderator();
    const question = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: 'Q' })).json().data;
    const reply = (
      await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: 'Rude reply' })
    ).json().data;
    await call('POST', '/reports', third, { targetType: 'comment', targetId: reply._id, reason: 'Rude' });

    expect((await call('GET', '/moderation/reports', third)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/moderation/comment/${reply._id}`, third, { action: 'hide' })).statusCode,
    ).toBe(403);
    const self = (await call('GET', '/users/self', mod)).json().data;
    expect(self.role).toBe('moderator');
    const queue = (await call('GET', '/moderation/reports', mod)).json().data;
    const item = queue.items.find((entry: { targetId: string }) => entry.targetId === reply._id);
    expect(item).toMatchObject({
      targetType: 'comment',
      state: 'visible',
      excerpt: 'Rude reply',
      openReports: 1,
      reasons: ['Rude'],
      author: { _id: grace.id },
      target: { type: 'comment', courseId, lessonId, commentId: reply._id, threadId: question._id },
    });

    const hidden = await call('PATCH', `/moderation/comment/${reply._id}`, mod, { action: 'hide' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ state: 'hidden', openReports: 0 });
    const forOthers = (await call('GET', `/c/comments/${question._id}/replies`, ada)).json().data[0];
    expect(forOthers).toMatchObject({ _id: reply._id, state: 'hidden', comment: '', html: '' });
    const forAuthor = (await call('GET', `/c/comments/${question._id}/replies`, grace)).json().data[0];
    expect(forAuthor).toMatchObject({ state: 'hidden', comment: 'Rude reply', html: '<p>Rude reply</p>' });
    const after = (await call('GET', '/moderation/reports', mod)).json().data;
    expect(after.items.some((entry: { targetId: string }) => entry.targetId === reply._id)).toBe(false);

    await call('PATCH', `/moderation/comment/${reply._id}`, mod, { action: 'restore' });
    expect((await call('GET', `/c/comments/${question._id}/replies`, ada)).json().data[0]).toMatchObject({
      state: 'visible',
      comment: 'Rude reply',
    });
  });

  it('hides a blog from every list and from its page for others, keeping it for its author', async () => {
    const author = await createSignedInUser(testApp.app);
    const reader = await createSignedInUser(testApp.app);
    const mod = await moderator();
    const blogId = 'b10b10b10b10b10b10b10b10';
    await blogBy(author, blogId);
    await call('POST', '/reports', reader, { targetType: 'blog', targetId: blogId });
    const totalBefore = (await call('GET', '/blogs?limit=50', reader)).json().data.totalBlogs;

    expect((await call('PATCH', `/moderation/blog/${blogId}`, mod, { action: 'hide' })).statusCode).toBe(200);
    const list = (await call('GET', '/blogs?limit=50', reader)).json().data;
    expect(list.blogs.some((blog: { _id: string }) => blog._id === blogId)).toBe(false);
    expect(list.totalBlogs).toBe(totalBefore - 1);
    expect((await call('GET', `/blogs/${blogId}`, reader)).json().data).toMatchObject({
      state: 'hidden',
      content: '',
    });
    expect((await call('GET', `/blogs/${blogId}`, author)).json().data).toMatchObject({
      state: 'hidden',
      content: '<p>text</p>',
    });
  });
});
