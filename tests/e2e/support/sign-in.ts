import type { Page } from 'playwright-core';
import { apiAs } from './api-setup';
import { expectPath } from './page-expect';
import { waitUntilTheAppRuns } from './hold-app';

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

/**
 * Restores a session the way a returning user's browser does (spec section 4: a stored token and a user with
 * an _id restore the session), without another login call: the per-IP login limit (D13) stays for the
 * journeys that are about logging in. The user is read fresh so it carries the latest enrolments.
 */
export async function signInWithStoredSession(page: Page, account: { token: string }) {
  const { data } = await apiAs(account.token).GET('/users/self');
  if (!data) throw new Error('Could not read the signed-up user');
  await page.goto('/');
  // The page session of D47, as sign-in sets it: the server then renders the dashboard for this user.
  await page
    .context()
    .addCookies([
      { name: 'session', value: account.token, url: page.url(), httpOnly: true, sameSite: 'Lax' },
    ]);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [account.token, JSON.stringify(data.data)] as const,
  );
  await page.goto('/dashboard/courses');
  await expectPath(page, '/dashboard/courses');
  // The server-rendered page looks ready before React has hydrated it; a journey acts on the running app.
  await waitUntilTheAppRuns(page);
}
