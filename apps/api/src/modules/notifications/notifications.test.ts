import { describe, expect, it } from 'vitest';
import { useAppWithMail } from '../../../test/app-with-mail.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

const context = useAppWithMail();

async function courseAndLesson() {
  const { db } = context.testApp.app;
  const course = await db.selectFrom('courses').select('id').orderBy('created_at').executeTakeFirstOrThrow();
  const lesson = await db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', course.id)
    .executeTakeFirstOrThrow();
  return { courseId: course.id, lessonId: lesson.id };
}

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  user: SignedInUser,
  payload?: object,
  headers = {},
) {
  return context.testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...user.headers, ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** The first mail to `email` from `from` on (mail goes out a moment after the write that makes it). */
async function mailTo(email: string, from: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = context.mail.received
      .slice(from)
      .find((mail) => mail.to && 'text' in mail.to && mail.to.text === email);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function enrolled(courseId: string, username?: string): Promise<SignedInUser> {
  const user = await createSignedInUser(context.testApp.app, username ? { username } : {});
  await call('POST', `/users/enrollment/${courseId}`, user);
  return user;
}

describe('notifications (issue 42)', () => {
  it('tells the author of a comment about a reply, and a mentioned person, with a link to the place', async () => {
    const { courseId, lessonId } = await courseAndLesson();
    const ada = await enrolled(courseId);
    const grace = await enrolled(courseId);
    const question = (
      await call('POST', `/c/comments/${lessonId}`, ada, { comment: `Help @${grace.username}` })
    ).json().data;
    const mentioned = (await call('GET', '/notifications', grace)).json().data;
    expect(mentioned.unread).toBe(1);
    expect(mentioned.notifications[0]).toMatchObject({
      kind: 'mention',
      read: false,
      count: 1,
      excerpt: `Help @${grace.username}`,
      actor: { _id: ada.id, username: ada.username },
      target: { type: 'comment', courseId, lessonId, commentId: question._id, threadId: question._id },
    });

    const reply = (
      await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: 'Use a clean-up' })
    ).json().data;
    const replied = (await call('GET', '/notifications', ada)).json().data;
    expect(replied.notifications[0]).toMatchObject({
      kind: 'reply',
      target: { commentId: reply._id, threadId: question._id },
    });
    // Nobody is told about their own writing.
    expect((await call('GET', '/notifications', grace)).json().data.notifications).toHaveLength(1);
  });

  it('counts unread in one read with an ETag, answers 304 while nothing changed, and marks one or all read', async () => {
    const { courseId, lessonId } = await courseAndLesson();
    const ada = await enrolled(courseId);
    const grace = await enrolled(courseId);
    const first = await call('GET', '/notifications/unread', ada);
    expect(first.json().data).toEqual({ unread: 0 });
    const etag = String(first.headers.etag);
    expect(
      (await call('GET', '/notifications/unread', ada, undefined, { 'if-none-match': etag })).statusCode,
    ).toBe(304);

    const question = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: 'Q' })).json().data;
    await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: 'A1' });
    await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: 'A2' });
    const changed = await call('GET', '/notifications/unread', ada, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ unread: 2 });

    const [newest] = (await call('GET', '/notifications', ada)).json().data.notifications;
    expect((await call('POST', `/notifications/${newest._id}/read`, ada)).json().data).toEqual({ unread: 1 });
    expect((await call('POST', `/notifications/${newest._id}/read`, grace)).statusCode).toBe(404);
    expect((await call('POST', '/notifications/read-all', ada)).json().data).toEqual({ unread: 0 });
    const page = (await call('GET', '/notifications', ada)).json().data;
    expect(page.notifications.every((item: { read: boolean }) => item.read)).toBe(true);
  });

  it('pages newest first with a cursor', async () => {
    const { courseId, lessonId } = await courseAndLesson();
    const ada = await enrolled(courseId);
    const grace = await enrolled(courseId);
    const question = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: 'Q' })).json().data;
    for (const text of ['one', 'two', 'three']) {
      await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: text });
    }
    const first = (await call('GET', '/notifications?limit=2', ada)).json().data;
    expect(first.notifications.map((item: { excerpt: string }) => item.excerpt)).toEqual(['three', 'two']);
    const second = (await call('GET', `/notifications?limit=2&before=${first.nextCursor}`, ada)).json().data;
    expect(second.notifications.map((item: { excerpt: string }) => item.excerpt)).toEqual(['one']);
    expect(second.nextCursor).toBeNull();
  });

  it('groups likes on a blog per day into one item that counts them', async () => {
    const author = await createSignedInUser(context.testApp.app);
    const { db } = context.testApp.app;
    const blogId = '0b0b0b0b0b0b0b0b0b0b0b0b';
    await db
      .insertInto('blogs')
      .values({
        id: blogId,
        author_id: author.id,
        heading: 'My first blog',
        sub_heading: 's',
        content: '<p>x</p>',
        excerpt: 'x',
        category: 'CSS',
        image_key: 'k.jpg',
        total_likes: 0,
        created_at: Date.now(),
      })
      .execute();
    const likers = [
      await createSignedInUser(context.testApp.app),
      await createSignedInUser(context.testApp.app),
    ];
    for (const liker of likers)
      expect((await call('POST', `/b/likes/${blogId}`, liker)).statusCode).toBe(200);
    const page = (await call('GET', '/notifications', author)).json().data;
    expect(page.notifications).toHaveLength(1);
    expect(page.notifications[0]).toMatchObject({
      kind: 'blogLike',
      count: 2,
      excerpt: 'My first blog',
      actor: { _id: likers[1]!.id },
      target: { type: 'blog', blogId },
    });
    expect(page.unread).toBe(1);
  });
});

describe('notification mail (issue 42)', () => {
  it('mails replies and mentions batched, with RFC 8058 one-click unsubscribe that turns the setting off', async () => {
    const { courseId, lessonId } = await courseAndLesson();
    const ada = await enrolled(courseId);
    const grace = await enrolled(courseId);
    const before = context.mail.received.length;
    const question = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: 'How?' })).json().data;
    await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: 'Like ```this```' });
    const mail = await mailTo(ada.email, before);
    expect(mail.subject).toBe(`${grace.username} replied to your comment on DevLearn`);
    expect(mail.text).toContain(
      `/dashboard/courses/learn/${courseId}/lesson/${lessonId}?thread=${question._id}`,
    );
    const header = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(header('list-unsubscribe'))?.[1] ?? '';
    expect(oneClick).toMatch(/\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]+$/);

    // A second reply within 15 minutes waits for the next digest instead of a mail of its own.
    await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: 'And also' });
    await context.testApp.app.notifications.sweepDigests();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      context.mail.received
        .slice(before)
        .filter((sent) => sent.to && 'text' in sent.to && sent.to.text === ada.email),
    ).toHaveLength(1);
    const digest = await context.testApp.app.db
      .selectFrom('mail_digests')
      .select(['due_at', 'last_sent_at'])
      .where('user_id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(Number(digest.due_at) - Number(digest.last_sent_at)).toBe(15 * 60 * 1000);

    const unsubscribe = await context.testApp.app.inject({
      method: 'POST',
      url: new URL(oneClick).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect((await call('GET', '/profile', ada)).json().data.emailNotifications).toBe(false);
    const forged = await context.testApp.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${ada.id}AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('sends no mail to someone who turned it off on the profile', async () => {
    const { courseId, lessonId } = await courseAndLesson();
    const ada = await enrolled(courseId);
    const grace = await enrolled(courseId);
    expect(
      (await call('PATCH', '/profile', ada, { emailNotifications: false })).json().data.emailNotifications,
    ).toBe(false);
    const before = context.mail.received.length;
    const question = (await call('POST', `/c/comments/${lessonId}`, ada, { comment: 'Quiet' })).json().data;
    await call('POST', `/c/comments/${question._id}/replies`, grace, { comment: 'Reply' });
    await context.testApp.app.notifications.sweepDigests();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(context.mail.received.slice(before).some((mail) => mail.text?.includes('Quiet'))).toBe(false);
    expect((await call('GET', '/notifications', ada)).json().data.unread).toBe(1);
  });
});
