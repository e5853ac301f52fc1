import type { Page } from 'playwright-core';
import { expectPath } from './page-expect';

/** The login form's submit button (the page also offers 'Sign in with Google'). */
export function loginButton(page: Page) {
  return page.getByRole('button', { name: /^(sign in|log ?in)$/i });
}

/** Signs in through the login form, as a user does, and waits for the course home. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await loginButton(page).click();
  await expectPath(page, '/dashboard/courses');
}
