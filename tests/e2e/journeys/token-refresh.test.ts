import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { expiredCopyOf } from '../support/expired-token';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { signInThroughForm } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

describe('token expiry', () => {
  journey(
    "an expired token leads to the refresh page, whose 'Refresh Token' button renews it",
    async ({ page }) => {
      const user = await signedUpUser('expiry');
      await signInThroughForm(page, user);
      const token = await storedToken(page);
      const expired = expiredCopyOf(token ?? '');
      await page.evaluate((value) => localStorage.setItem('token', value), expired);

      await page.goto('/dashboard/courses');
      await expectPath(page, /^\/refresh-token\/.+/);
      await expectVisible(page.getByText(TEXT.tokenExpired), `'${TEXT.tokenExpired}'`);
      await page.getByRole('button', { name: 'Refresh Token' }).click();
      await expectPath(page, '/dashboard/courses');
      const renewed = await storedToken(page);
      expect(renewed).not.toBe(expired);
      await expectVisible(page.getByText(TEXT.welcome(user.username)), 'the course home with the user');
    },
  );

  journey(
    "without a valid refresh cookie the refresh fails: 'Failed to refresh token. Please Login!'",
    async ({ page, context }) => {
      const user = await signedUpUser('expiry2');
      await signInThroughForm(page, user);
      const expired = expiredCopyOf((await storedToken(page)) ?? '');
      await page.evaluate((value) => localStorage.setItem('token', value), expired);
      await context.clearCookies();

      await page.goto('/dashboard/courses');
      await expectPath(page, /^\/refresh-token\/.+/);
      await page.getByRole('button', { name: 'Refresh Token' }).click();
      await expectVisible(page.getByText('Failed to refresh token. Please Login!'), 'the refresh failure');
      await expectPath(page, '/auth/login');
      expect(await storedToken(page)).toBeNull();
    },
  );
});
