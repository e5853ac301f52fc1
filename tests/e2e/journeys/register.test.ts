import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newAccount } from '../support/accounts';
import { waitUntilTheAppRuns } from '../support/hold-app';
import { journey } from '../support/journey-test';
import { productLinkIn, waitForMail } from '../support/mailbox';
import { expectPath, expectVisible, toast } from '../support/page-expect';
import { loginButton } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

const registerButton = (page: Page) =>
  page.getByRole('button', { name: /^(sign up|register|create account)$/i });

describe('registration', () => {
  journey(
    'submitting the register form shows every validation message beside its field',
    async ({ page }) => {
      await page.goto('/auth/register');
      // The form's own validation is the app's: sent before it runs, the server only sends the page back.
      await waitUntilTheAppRuns(page);
      await registerButton(page).click();
      for (const message of [TEXT.usernameRequired, TEXT.emailRequired, TEXT.passwordRequired]) {
        await expectVisible(page.getByText(message, { exact: true }), `'${message}'`);
      }

      await page.getByLabel('Username').fill('abc');
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await registerButton(page).click();
      for (const message of [TEXT.usernameTooShort, TEXT.emailInvalid, TEXT.passwordTooShort]) {
        await expectVisible(page.getByText(message, { exact: true }), `'${message}'`);
      }
      await expectPath(page, '/auth/register');
    },
  );

  journey(
    'register, be refused at login until verified, verify by the mailed link, then sign in',
    async ({ page }) => {
      const account = newAccount('register');
      await page.goto('/auth/register');
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Email').fill(`  ${account.email}  `);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await registerButton(page).click();

      await expectVisible(toast(page, TEXT.verificationSent), `the toast '${TEXT.verificationSent}'`);
      await expectPath(page, '/auth/email-verification');
      await expectVisible(page.getByText(TEXT.checkEmail), `'${TEXT.checkEmail}'`);
      await expectVisible(page.getByText(account.email), 'the address the link went to');
      const mail = await waitForMail(account.email);

      // Before verification the login is refused (403, D9) and the app offers 'Resend Mail' for that address.
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await loginButton(page).click();
      await expectPath(page, '/auth/email-verification');
      await expectVisible(page.getByRole('button', { name: 'Resend Mail' }), "'Resend Mail'");
      await expectVisible(page.getByText(account.email), 'the unverified address');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await page.goto(productLinkIn(mail).href);
      await expectPath(page, '/auth/login');

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await loginButton(page).click();
      await expectPath(page, '/dashboard/courses');
      await expectVisible(page.getByText(TEXT.welcome(account.username)), 'the welcome with the username');
    },
  );

  journey("'Resend Mail' sends a second verification link", async ({ page }) => {
    const account = newAccount('resend');
    await page.goto('/auth/register');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await registerButton(page).click();
    await expectPath(page, '/auth/email-verification');
    await waitForMail(account.email, 1);
    await page.getByRole('button', { name: 'Resend Mail' }).click();
    const second = await waitForMail(account.email, 2);
    expect(productLinkIn(second).pathname).toMatch(/^\/auth\/email-verification\/.+/);
  });

  journey("without a stored email the verification page says 'Please register first!'", async ({ page }) => {
    await page.goto('/auth/email-verification');
    await expectVisible(page.getByText(TEXT.registerFirst), `'${TEXT.registerFirst}'`);
    await expectPath(page, '/auth/register');
  });

  journey('a forged verification link fails and leads back to register', async ({ page }) => {
    await page.goto('/auth/email-verification/not-a-real-token-but-long-enough');
    await expectPath(page, '/auth/register');
  });
});
