import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { journey, openSecondContext } from '../support/journey-test';
import { expectHidden, expectVisible, toast } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

async function openDiscussions(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('tab', { name: 'Discussions' }).click();
  await expectVisible(
    page.getByRole('heading', { name: TEXT.lessonDiscussion }),
    `'${TEXT.lessonDiscussion}'`,
  );
}

/** The texts of the comments in the order the list shows them. */
async function commentTexts(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

function commentItem(page: Page, text: string) {
  return page.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: text });
}

describe('lesson discussion', () => {
  journey(
    'the owner posts, sorts, edits and deletes; another user can only report',
    async ({ page, browser }) => {
      const owner = await signedUpUser('owner');
      const course = await courseByTopic(owner.token, 'My SQL');
      const path = lessonPath(course._id, course.syllabus[1]!._id);
      await enrolThroughApi(owner.token, course._id);
      await signInWithStoredSession(page, owner);
      await openDiscussions(page, path);
      await expectVisible(page.getByText(TEXT.noDiscussions), `'${TEXT.noDiscussions}'`);

      // Blank comments are refused: Post stays disabled, and a forced submit says why.
      const box = page.getByRole('textbox', { name: 'Add a comment' });
      const post = page.getByRole('button', { name: 'Post' });
      expect(await post.isDisabled()).toBe(true);
      await box.fill('   ');
      expect(await post.isDisabled()).toBe(true);
      await box.press('Control+Enter');
      await expectVisible(page.getByText(TEXT.commentEmpty, { exact: true }), `'${TEXT.commentEmpty}'`);

      await box.fill('  First question about joins  ');
      await post.click();
      await expectVisible(commentItem(page, 'First question about joins'), 'the first comment');
      expect(await box.inputValue()).toBe('');
      await box.fill('Second thought on indexes');
      await post.click();
      await expectVisible(commentItem(page, 'Second thought on indexes'), 'the second comment');

      // 'Most Recent' first, then 'Oldest' after a click on the sort toggle.
      const sort = page.getByRole('button', { name: /^Sort comments/ });
      expect(await sort.innerText()).toContain(TEXT.mostRecent);
      await expect
        .poll(async () => (await commentTexts(page)).map((t) => t.includes('Second')))
        .toEqual([true, false]);
      await sort.click();
      await expect.poll(() => sort.innerText()).toContain(TEXT.oldest);
      await expect
        .poll(async () => (await commentTexts(page)).map((t) => t.includes('First')))
        .toEqual([true, false]);

      // A comment's menu opens on its icon and closes on a click outside it.
      await commentItem(page, 'First question').getByRole('button', { name: 'More options' }).click();
      await expectVisible(page.getByRole('menu'), 'the comment menu');
      await page.getByRole('heading', { name: TEXT.lessonDiscussion }).click();
      await expectHidden(page.getByRole('menu'), 'the comment menu after an outside click');

      // Edit: the text moves into the box under 'Edit Your Comment'; a blank save is refused.
      await commentItem(page, 'First question').getByRole('button', { name: 'More options' }).click();
      expect(await page.getByRole('menuitem', { name: 'Report' }).count()).toBe(0);
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expectVisible(
        page.getByRole('heading', { name: TEXT.editYourComment }),
        `'${TEXT.editYourComment}'`,
      );
      const editBox = page.getByRole('textbox', { name: 'Your comment' });
      expect(await editBox.inputValue()).toBe('First question about joins');
      await editBox.fill(' ');
      await editBox.press('Control+Enter');
      await expectVisible(
        page.getByText(TEXT.commentEditEmpty, { exact: true }),
        `'${TEXT.commentEditEmpty}'`,
      );
      await editBox.fill('First question about joins (edited)');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectHidden(page.getByRole('heading', { name: TEXT.editYourComment }), 'the edit mode');
      await expectVisible(commentItem(page, '(edited)'), 'the edited comment');

      // Another user, not enrolled, sees the list without a comment box and can only report.
      const otherContext = await openSecondContext(browser);
      const other = await otherContext.newPage();
      const reader = await signedUpUser('reader');
      await signInWithStoredSession(other, reader);
      await openDiscussions(other, path);
      await expectVisible(commentItem(other, '(edited)'), "the owner's edited comment");
      expect(await other.getByRole('textbox', { name: 'Add a comment' }).count()).toBe(0);
      await commentItem(other, '(edited)').getByRole('button', { name: 'More options' }).click();
      expect(await other.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
      expect(await other.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
      await other.getByRole('menuitem', { name: 'Report' }).click();
      // Issue 42: the report is stored, with an optional reason, before the spec's toast.
      await other.getByRole('button', { name: 'Send report' }).click();
      await expectVisible(toast(other, TEXT.reportSent), `'${TEXT.reportSent}'`);
      await otherContext.close();

      // The owner deletes the second comment; after a reload the edit and the deletion are still there.
      await commentItem(page, 'Second thought').getByRole('button', { name: 'More options' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await expectHidden(commentItem(page, 'Second thought'), 'the deleted comment');
      await openDiscussions(page, path);
      await expectVisible(commentItem(page, '(edited)'), 'the edited comment after reload');
      expect(await commentItem(page, 'Second thought').count()).toBe(0);
    },
  );

  journey(
    'an enrolled second user comments on the same lesson and sees both comments',
    async ({ page, browser }) => {
      const first = await signedUpUser('first');
      const course = await courseByTopic(first.token, 'React.js');
      const path = lessonPath(course._id, course.syllabus[2]!._id);
      await enrolThroughApi(first.token, course._id);
      await signInWithStoredSession(page, first);
      await openDiscussions(page, path);
      await page.getByRole('textbox', { name: 'Add a comment' }).fill('Comment by the first user');
      await page.getByRole('button', { name: 'Post' }).click();
      await expectVisible(commentItem(page, 'Comment by the first user'), 'the first comment');

      const second = await signedUpUser('second');
      await enrolThroughApi(second.token, course._id);
      const secondContext = await openSecondContext(browser);
      const secondPage = await secondContext.newPage();
      await signInWithStoredSession(secondPage, second);
      await openDiscussions(secondPage, path);
      await secondPage.getByRole('textbox', { name: 'Add a comment' }).fill('Reply by the second user');
      await secondPage.getByRole('button', { name: 'Post' }).click();
      await expectVisible(commentItem(secondPage, 'Reply by the second user'), 'the reply');
      await expectVisible(commentItem(secondPage, second.username), 'the reply under its author');
      await secondContext.close();

      await openDiscussions(page, path);
      await expectVisible(commentItem(page, 'Reply by the second user'), 'the reply, for the first user');
    },
  );
});
