import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { holdTheAppsCode } from '../support/hold-app';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { loginButton, signInThroughForm } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

describe('sign-in and sign-out', () => {
  journey('the login form shows its validation messages', async ({ page }) => {
    await page.goto('/auth/login');
    await loginButton(page).click();
    await expectVisible(page.getByText(TEXT.emailRequired, { exact: true }), `'${TEXT.emailRequired}'`);
    await expectVisible(page.getByText(TEXT.passwordRequired, { exact: true }), `'${TEXT.passwordRequired}'`);
    await page.getByLabel('Email').fill('nobody@');
    await page.getByLabel('Password', { exact: true }).fill('1234567');
    await loginButton(page).click();
    await expectVisible(page.getByText(TEXT.emailInvalid, { exact: true }), `'${TEXT.emailInvalid}'`);
    await expectVisible(page.getByText(TEXT.passwordTooShort, { exact: true }), `'${TEXT.passwordTooShort}'`);
  });

  journey('the login page links to forgot-password and register, and offers Google', async ({ page }) => {
    await page.goto('/auth/login');
    await expectVisible(page.getByRole('link', { name: 'Forgot password?' }), "'Forgot password?'");
    await expectVisible(
      page
        .getByRole('button', { name: 'Sign in with Google' })
        .or(page.getByRole('link', { name: 'Sign in with Google' })),
      "'Sign in with Google'",
    );
    await page
      .getByRole('link', { name: /register|sign up/i })
      .first()
      .click();
    await expectPath(page, '/auth/register');
  });

  journey(
    'a sign-in sent before any script of the page has run never puts the password in an address',
    async ({ page }) => {
      // Until the app has hydrated the page, the browser sends the form itself.
      const releaseApp = await holdTheAppsCode(page);
      const sent: string[] = [];
      page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
      await page.goto('/auth/login', { waitUntil: 'commit' });
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Secret-password-1');
      await page.getByLabel('Password', { exact: true }).press('Enter');

      // The form is a POST: the server sends the visitor back to the page (303), which the app then runs.
      await page.waitForURL(
        (url) => url.pathname === '/auth/login' && sent.some((line) => line.startsWith('POST ')),
        { waitUntil: 'commit' },
      );
      releaseApp();
      await expectPath(page, /^\/auth\/login$/);
      await expectVisible(loginButton(page), 'the login form again');
      expect(sent.filter((line) => line.includes('Secret-password-1'))).toEqual([]);
      expect(sent).toContain(`POST ${new URL('/auth/login', page.url()).href}`);
    },
  );

  journey('a wrong password is refused without saying which field was wrong', async ({ page }) => {
    const user = await signedUpUser('wrongpw');
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(`${user.password}-wrong`);
    await loginButton(page).click();
    await expectVisible(page.getByText(/invalid email or password/i), 'the refusal message');
    await expectPath(page, '/auth/login');
  });

  journey('a signed-in session survives a reload and a new tab', async ({ page, context }) => {
    const user = await signedUpUser('restore');
    await signInThroughForm(page, user);
    await expectVisible(page.getByText(TEXT.welcome(user.username)), 'the welcome with the username');
    await page.reload();
    await expectPath(page, '/dashboard/courses');
    await expectVisible(page.getByText(TEXT.welcome(user.username)), 'the welcome after reload');
    const second = await context.newPage();
    await second.goto('/dashboard/profile');
    await expectPath(second, '/dashboard/profile');
  });

  journey('logout clears the stored session and goes to /auth/login', async ({ page }) => {
    const user = await signedUpUser('logout');
    await signInThroughForm(page, user);
    await page
      .getByRole('button', { name: 'Logout' })
      .or(page.getByRole('link', { name: 'Logout' }))
      .first()
      .click();
    await expectPath(page, '/auth/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.goto('/dashboard/courses');
    await expectPath(page, '/auth/login');
  });
});
