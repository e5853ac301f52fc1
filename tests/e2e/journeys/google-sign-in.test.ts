import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newAccount } from '../support/accounts';
import { apiAs, signedUpUser } from '../support/api-setup';
import {
  encodeGoogleIdentity,
  GOOGLE_IDENTITY_COOKIE,
  type GoogleIdentity,
} from '../support/google-identity';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { runContext } from '../support/run-context';
import { TEXT } from '../support/spec-texts';

/** Tells the local Google stand-in who is signing in from this browser context. */
async function signInAtGoogleAs(context: BrowserContext, identity: GoogleIdentity) {
  await context.addCookies([
    {
      name: GOOGLE_IDENTITY_COOKIE,
      value: encodeGoogleIdentity(identity),
      url: runContext().googleIssuerUrl,
    },
  ]);
}

/** Every Google landing address (`/auth/google/{accessCode}/{refreshCode}`) the page's main frame opens. */
function landingUrlsOf(page: Page): string[] {
  const landings: string[] = [];
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (frame === page.mainFrame() && /\/auth\/google\/(?!error)[^/]+\/[^/]+/.test(url)) landings.push(url);
  });
  return landings;
}

/** 'Sign in with Google' on the login page, 'Sign up with Google' on the register page. */
const googleButton = (page: Page) =>
  page
    .getByRole('button', { name: /^Sign (in|up) with Google$/ })
    .or(page.getByRole('link', { name: /^Sign (in|up) with Google$/ }));

describe('Google sign-in', () => {
  journey('a new Google user lands on the course home with a verified account', async ({ page, context }) => {
    const { email } = newAccount('google');
    await signInAtGoogleAs(context, { email, name: 'Grace Hopper' });
    const landings = landingUrlsOf(page);
    await page.goto('/auth/login');
    await googleButton(page).first().click();
    await expectPath(page, '/dashboard/courses');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // The address with the one-time codes is gone from the address bar and from the history (ADR 0110).
    expect(page.url()).not.toContain('/auth/google/');
    await page.goBack();
    expect(page.url()).not.toContain('/auth/google/');
    // Its two values are codes, not tokens: neither is a credential of the API.
    const [accessCode = '', refreshCode = ''] = new URL(landings[0] ?? 'http://x/').pathname
      .split('/')
      .slice(3);
    expect(accessCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const code of [accessCode, refreshCode]) {
      await expect(apiAs(code).GET('/users/self')).rejects.toMatchObject({ status: 401 });
    }
    // D47: the page session cookie carries the same access token, out of the scripts' reach.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const { data } = await apiAs(token ?? '').GET('/users/self');
    expect(data?.data.email).toBe(email);
    expect(data?.data.isEmailVerified).toBe(true);
    await expectVisible(
      page.getByText(TEXT.welcome(data?.data.username ?? '')),
      'the welcome with the username',
    );
  });

  journey(
    'Google sign-in with the email of an existing account links to that account',
    async ({ page, context }) => {
      const existing = await signedUpUser('linked');
      await signInAtGoogleAs(context, { email: existing.email, name: 'Existing Person' });
      await page.goto('/auth/register');
      await googleButton(page).first().click();
      await expectPath(page, '/dashboard/courses');
      await expectVisible(page.getByText(TEXT.welcome(existing.username)), 'the existing username');
    },
  );

  journey(
    "the Google error page shows the error or 'Please try again.' and leads back to login",
    async ({ page }) => {
      await page.goto('/auth/google/error?error=access_denied');
      await expectVisible(page.getByText('access_denied'), 'the error from the query');
      await page.goto('/auth/google/error');
      await expectVisible(page.getByText(TEXT.googleTryAgain), `'${TEXT.googleTryAgain}'`);
      await page
        .getByRole('button', { name: 'Go back to Login' })
        .or(page.getByRole('link', { name: 'Go back to Login' }))
        .first()
        .click();
      await expectPath(page, '/auth/login');
    },
  );

  journey('a reused Google redirect URL does not sign anyone in', async ({ page, context }) => {
    const { email } = newAccount('googlereuse');
    await signInAtGoogleAs(context, { email, name: 'Reuse Test' });
    const landings = landingUrlsOf(page);
    await page.goto('/auth/login');
    await googleButton(page).first().click();
    await expectPath(page, '/dashboard/courses');
    const tokenUrl = landings[0];
    expect(tokenUrl).toBeDefined();

    const fresh = await context.browser()!.newContext({ baseURL: runContext().baseUrl });
    const other = await fresh.newPage();
    await other.goto(tokenUrl!);
    await expectPath(other, '/auth/login');
    await fresh.close();
  });
});
