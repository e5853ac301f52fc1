import { describe, expect } from 'vitest';
import { newAccount } from '../support/accounts';
import { verificationTokenFromMail } from '../support/api-setup';
import { journey } from '../support/journey-test';
import { tabTo } from '../support/keyboard';
import { expectPath, expectVisible } from '../support/page-expect';
import { TEXT } from '../support/spec-texts';

describe('keyboard only', () => {
  journey('register, sign in, enrol and comment without touching the mouse', async ({ page }) => {
    const account = newAccount('keyboard');

    // Register.
    await page.goto('/auth/register');
    await tabTo(page, page.getByLabel('Username'), 'the username field');
    await page.keyboard.type(account.username);
    await tabTo(page, page.getByLabel('Email'), 'the email field');
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), 'the password field');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expectPath(page, '/auth/email-verification');

    // The link arrives by mail; opening it is the mail client's job.
    const token = await verificationTokenFromMail(account.email);
    await page.goto(`/auth/email-verification/${token}`);
    await expectPath(page, '/auth/login');

    // Sign in.
    await tabTo(page, page.getByLabel('Email'), 'the login email field');
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), 'the login password field');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expectPath(page, '/dashboard/courses');

    // Open a course from the catalogue and enrol.
    await tabTo(page, page.getByRole('link', { name: /HTML/ }), 'a course card');
    await page.keyboard.press('Enter');
    await expectPath(page, /^\/dashboard\/courses\/[0-9a-f]{24}$/);
    await tabTo(page, page.getByRole('button', { name: TEXT.enrollForFree }), "'Enroll For Free'");
    await page.keyboard.press('Enter');
    await expectPath(page, /^\/dashboard\/courses\/learn\/[0-9a-f]{24}\/lesson\/[0-9a-f]{24}$/);
    await expectVisible(page.locator('[data-slot="video-player"] video'), 'the lesson video');

    // Switch to the Discussions tab (arrow keys move between Radix tabs) and comment.
    await tabTo(page, page.getByRole('tab', { name: 'About' }), 'the About tab');
    await page.keyboard.press('ArrowRight');
    await expectVisible(
      page.getByRole('heading', { name: TEXT.lessonDiscussion }),
      `'${TEXT.lessonDiscussion}'`,
    );
    await tabTo(page, page.getByRole('textbox', { name: 'Add a comment' }), 'the comment box');
    await page.keyboard.type('Typed without a mouse');
    await tabTo(page, page.getByRole('button', { name: 'Post' }), 'the Post button');
    await page.keyboard.press('Enter');
    const comment = page.getByRole('list', { name: 'Comments' }).getByText('Typed without a mouse');
    await expectVisible(comment, 'the posted comment');
    expect(await page.getByRole('textbox', { name: 'Add a comment' }).inputValue()).toBe('');
  });
});
