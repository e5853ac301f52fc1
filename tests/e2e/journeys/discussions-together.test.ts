import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiAs, signedUpUser, type SignedUpUser } from '../support/api-setup';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { journey, openSecondContext } from '../support/journey-test';
import { waitForMail } from '../support/mailbox';
import { expectVisible, toast } from '../support/page-expect';
import { runContext } from '../support/run-context';
import { signInWithStoredSession } from '../support/sign-in';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The bell polls every 10 s (apps/web UNREAD_POLL_MS); a count may take two polls to show. */
const BELL_TIMEOUT_MS = 30_000;

/** `npm run user:role -- <email> moderator`, as an operator runs it, on the running product's store. */
async function grantModerator(email: string) {
  await promisify(execFile)(process.execPath, ['scripts/user-role.mjs', email, 'moderator'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...runContext().storeEnv },
  });
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications/ });
}

async function openDiscussions(page: Page) {
  const tab = page.getByRole('tab', { name: 'Discussions' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

async function repliesOf(user: SignedUpUser, commentId: string) {
  const { data } = await apiAs(user.token).GET('/c/comments/{id}/replies', {
    params: { path: { id: commentId } },
  });
  return data?.data ?? [];
}

describe('discussions that reach people (issue 42)', () => {
  journey(
    'a question with code mentions a learner, who is notified and replies; a report reaches a moderator who hides the reply',
    async ({ page: asker, browser }) => {
      const ada = await signedUpUser('asker');
      const grace = await signedUpUser('answerer');
      const reporter = await signedUpUser('reporter');
      const moderator = await signedUpUser('moderator');
      const course = await courseByTopic(ada.token, 'React');
      const lesson = lessonPath(course._id, course.syllabus[0]!._id);
      for (const learner of [ada, grace, reporter]) await enrolThroughApi(learner.token, course._id);
      await grantModerator(moderator.email);

      // The other learner watches the bell from the courses page, in a browser of her own.
      const answererContext = await openSecondContext(browser);
      const answerer = await answererContext.newPage();
      await signInWithStoredSession(answerer, grace);
      await answerer.goto('/dashboard/courses');
      await expectVisible(bell(answerer), 'the bell');
      expect(await bell(answerer).getAttribute('aria-label')).toBe('Notifications');

      // The question: a fenced code block and a mention, highlighted on the server.
      await signInWithStoredSession(asker, ada);
      await asker.goto(lesson);
      await openDiscussions(asker);
      const question = `Why does this effect run twice, @${grace.username}?`;
      await asker
        .getByRole('textbox', { name: 'Add a comment' })
        .fill(`${question}\n\n\`\`\`js\nuseEffect(() => {\n  connect();\n}, []);\n\`\`\``);
      await asker.getByRole('button', { name: 'Post' }).click();
      const comments = asker.getByRole('list', { name: 'Comments' });
      await expectVisible(
        comments.locator('code.hljs.language-js .hljs-title').first(),
        'the highlighted code',
      );
      // A mention is the person's name, not a link (ADR 0186: the product has no page of a person).
      await expectVisible(
        comments.locator(`.mention[data-mention="${grace.username}"]`, { hasText: `@${grace.username}` }),
        'the mention',
      );
      expect(await comments.getByRole('link', { name: `@${grace.username}` }).count()).toBe(0);

      // The mentioned learner's bell counts it; the notification leads to the comment.
      await expect
        .poll(() => bell(answerer).getAttribute('aria-label'), { timeout: BELL_TIMEOUT_MS })
        .toBe('Notifications, 1 unread');
      await bell(answerer).click();
      await answerer.getByRole('link', { name: new RegExp(`${ada.username} mentioned you`) }).click();
      await expect.poll(() => new URL(answerer.url()).pathname).toBe(lesson);
      await openDiscussions(answerer);
      const askedComment = answerer
        .getByRole('list', { name: 'Comments' })
        .getByRole('listitem')
        .filter({ hasText: question });
      await expectVisible(askedComment.first(), 'the question the notification led to');
      expect(new URL(answerer.url()).hash).toMatch(/^#comment-[a-f0-9]{24}$/);
      const commentId = new URL(answerer.url()).hash.replace('#comment-', '');

      // She replies.
      const answer = 'It is Strict Mode: return a clean-up from the effect.';
      await askedComment
        .first()
        .getByRole('button', { name: `Reply to ${ada.username}` })
        .click();
      await answerer.getByRole('textbox', { name: 'Your reply' }).fill(answer);
      await answerer.getByRole('button', { name: 'Reply', exact: true }).click();
      await expectVisible(answerer.getByText(answer), 'the reply');
      // The thread shows the reply as it is sent; the API has it once the post has been answered.
      await expect.poll(async () => (await repliesOf(grace, commentId))[0]?.comment).toBe(answer);
      const [reply] = await repliesOf(grace, commentId);

      // The asker gets a mail (one-click unsubscribe included) and a notification.
      // Her second mail: the first was the verification link.
      const mail = await waitForMail(ada.email, 2);
      expect(mail.subject).toBe(`${grace.username} replied to your comment on DevLearn`);
      expect(mail.text).toContain(answer);
      await asker.goto('/dashboard/courses');
      await expect
        .poll(() => bell(asker).getAttribute('aria-label'), { timeout: BELL_TIMEOUT_MS })
        .toBe('Notifications, 1 unread');

      // A third learner reports the reply, with a reason.
      const reporterContext = await openSecondContext(browser);
      const third = await reporterContext.newPage();
      await signInWithStoredSession(third, reporter);
      await third.goto(`${lesson}?thread=${commentId}#comment-${reply!._id}`);
      await openDiscussions(third);
      const replyItem = third.getByRole('listitem').filter({ hasText: answer }).last();
      await expectVisible(replyItem, 'the reply, for the reporter');
      await replyItem.getByRole('button', { name: 'More options' }).click();
      await third.getByRole('menuitem', { name: 'Report' }).click();
      await third.getByLabel('Reason (optional)').fill('Unkind');
      await third.getByRole('button', { name: 'Send report' }).click();
      await expectVisible(toast(third, 'Report sent successfully'), "'Report sent successfully'");

      // The moderator hides it from the moderation page.
      const moderatorContext = await openSecondContext(browser);
      const mod = await moderatorContext.newPage();
      await signInWithStoredSession(mod, moderator);
      await mod.goto('/dashboard/moderation');
      const reported = mod.getByRole('listitem').filter({ hasText: answer }).first();
      await expectVisible(reported, 'the reported reply in the queue');
      await expectVisible(reported.getByText('Unkind'), 'the reason');
      await reported.getByRole('button', { name: 'Hide' }).click();
      await expect.poll(async () => (await repliesOf(ada, commentId))[0]?.state).toBe('hidden');

      // Others read the notice; its author still reads it, with the notice.
      await third.reload();
      await openDiscussions(third);
      await expectVisible(
        third.getByText('This comment was hidden by a moderator'),
        'the notice, for others',
      );
      expect(await third.getByText(answer).count()).toBe(0);
      await answerer.reload();
      await openDiscussions(answerer);
      await expectVisible(
        answerer.getByText('This comment was hidden by a moderator'),
        'the notice, for the author',
      );
      await expectVisible(answerer.getByText(answer), 'the hidden reply, for its author');

      await Promise.all([answererContext.close(), reporterContext.close(), moderatorContext.close()]);
    },
    // Four people, two bell polls and a mail: longer than one journey's default.
    240_000,
  );
});
