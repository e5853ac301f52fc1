import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { journey } from '../support/journey-test';
import { expectVisible } from '../support/page-expect';
import { loginButton } from '../support/sign-in';
import { FEATURE_CARDS, TEXT } from '../support/spec-texts';
import { waitUntilTheAppRuns } from '../support/hold-app';

/** Public routes and what shows once each has rendered. */
const PUBLIC_ROUTES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/site/about', ready: (page) => page.getByRole('heading').first() },
  { path: '/contact', ready: (page) => page.getByRole('heading').first() },
  ...FEATURE_CARDS.map((card) => ({
    path: card.path,
    ready: (page: Page) => page.getByRole('heading').first(),
  })),
  { path: '/auth/login', ready: (page) => loginButton(page) },
  { path: '/auth/register', ready: (page) => page.getByLabel('Username') },
  { path: '/auth/forgot-password', ready: (page) => page.getByRole('button', { name: 'Send OTP' }) },
  { path: '/auth/verify-otp', ready: (page) => page.getByRole('button', { name: 'Confirm OTP' }) },
  {
    path: '/auth/reset-password/aaaaaaaaaaaaaaaaaaaaaaaa',
    ready: (page) => page.getByRole('button', { name: 'Change Password' }),
  },
  { path: '/auth/google/error', ready: (page) => page.getByText(TEXT.googleTryAgain) },
  { path: '/no-such-page', ready: (page) => page.getByText(TEXT.notFound) },
];

describe('accessibility of the public pages (WCAG 2.2 A/AA, signed out)', () => {
  for (const route of PUBLIC_ROUTES) {
    journey(`${route.path} has no axe violations`, async ({ page }) => {
      await page.goto(route.path);
      await expectVisible(route.ready(page), `the rendered ${route.path}`);
      await expectNoAxeViolations(page, route.path);
    });
  }

  journey('the topic overlay has no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /React\.js/ }).click();
    await expectVisible(page.getByRole('dialog'), 'the topic overlay');
    await expectNoAxeViolations(page, 'the landing page with the topic overlay open');
  });

  journey('the auth forms with their validation messages have no axe violations', async ({ page }) => {
    await page.goto('/auth/login');
    await loginButton(page).click();
    await expectVisible(page.getByText(TEXT.emailRequired, { exact: true }), 'the login errors');
    await expectNoAxeViolations(page, 'the login form with errors');

    await page.goto('/auth/register');
    await page.getByRole('button', { name: /^(sign up|register|create account)$/i }).click();
    await expectVisible(page.getByText(TEXT.usernameRequired, { exact: true }), 'the register errors');
    await expectNoAxeViolations(page, 'the register form with errors');

    await page.goto('/auth/verify-otp');
    await page.getByRole('button', { name: 'Confirm OTP' }).click();
    await expectVisible(page.getByText(TEXT.otpEmpty).or(page.getByRole('alert')), 'the OTP error');
    await expectNoAxeViolations(page, 'the OTP form with an error');
  });

  journey('the email-verification page after registering has no axe violations', async ({ page }) => {
    const suffix = Date.now().toString(36);
    await page.goto('/auth/register');
    // This journey is about the page after registering, not about a form sent before the app runs (the web
    // tests cover that): the first focus loads the app, and the form is filled once it has taken the page over.
    await page.getByLabel('Username').focus();
    await waitUntilTheAppRuns(page);
    await page.getByLabel('Username').fill(`axe_${suffix}`);
    await page.getByLabel('Email').fill(`axe.${suffix}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Long-enough-1');
    await page.getByRole('button', { name: /^(sign up|register|create account)$/i }).click();
    await expectVisible(page.getByText(TEXT.checkEmail), `'${TEXT.checkEmail}'`);
    // The toast that says the mail went is checked too, once it has faded in (axe measures what is painted).
    // Every toast's text counts, with the opacity of all its ancestors (a toast behind the front one fades its
    // content), and nothing in the toaster may still be moving.
    await page.waitForFunction(() => {
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
      const painted = (element: Element | null): boolean => {
        for (let at = element; at; at = at.parentElement)
          if (getComputedStyle(at).opacity !== '1') return false;
        return true;
      };
      return (
        toasts.length > 0 &&
        toasts.every(
          (toast) =>
            toast.getAttribute('data-mounted') === 'true' && painted(toast.querySelector('[data-title]')),
        ) &&
        toasts.every((toast) => toast.getAnimations({ subtree: true }).length === 0)
      );
    });
    await expectNoAxeViolations(page, '/auth/email-verification');
  });
});
