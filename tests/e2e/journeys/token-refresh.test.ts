import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { expireStoredToken, storedToken, swapInExpiredToken } from '../support/expired-token';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { signInThroughForm } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

describe('token expiry (D30, D31)', () => {
  journey(
    'an expired token is renewed silently: the dashboard opens without the refresh page',
    async ({ page }) => {
      const user = await signedUpUser('expiry');
      await signInThroughForm(page, user);
      const expired = await expireStoredToken(page);

      await page.goto('/dashboard/courses');
      await expectVisible(page.getByText(TEXT.welcome(user.username)), 'the course home with the user');
      await expectPath(page, '/dashboard/courses');
      await expect.poll(() => storedToken(page)).not.toBe(expired);
    },
  );

  journey(
    'an access token that runs out while a comment is written does not lose the comment',
    async ({ page }) => {
      const user = await signedUpUser('expiry-comment');
      const course = await courseByTopic(user.token, 'My SQL');
      await enrolThroughApi(user.token, course._id);
      await signInThroughForm(page, user);
      await page.goto(lessonPath(course._id, course.syllabus[0]!._id));
      await page.getByRole('tab', { name: 'Discussions' }).click();
      const box = page.getByRole('textbox', { name: 'Add a comment' });
      await box.fill('Written over a long hour, sent with a token that ran out');

      // The page is idle, the comment typed: the token runs out now.
      const expired = await swapInExpiredToken(page);
      await page.getByRole('button', { name: 'Post' }).click();

      await expectVisible(
        page
          .getByRole('list', { name: 'Comments' })
          .getByRole('listitem')
          .filter({ hasText: 'Written over a long hour' }),
        'the comment, posted after a silent renewal',
      );
      expect(page.url()).not.toContain('/refresh-token');
      expect(await storedToken(page)).not.toBe(expired);
    },
  );

  journey(
    "when the silent renewal fails, the refresh page's 'Refresh Token' renews and returns to the page",
    async ({ page }) => {
      const user = await signedUpUser('expiry-fallback');
      await signInThroughForm(page, user);
      const expired = await expireStoredToken(page);
      // The first renewal does not get through (a dropped connection, say); the next one does.
      let refused = false;
      await page.route('**/api/v1/users/refresh-token', async (route) => {
        if (refused) return route.fallback();
        refused = true;
        return route.abort('connectionreset');
      });

      await page.goto('/dashboard/my-blogs');
      await expectPath(page, /^\/refresh-token\/.+/);
      await expectVisible(page.getByText(TEXT.tokenExpired), `'${TEXT.tokenExpired}'`);
      await page.getByRole('button', { name: 'Refresh Token' }).click();
      await expectPath(page, '/dashboard/my-blogs');
      expect(await storedToken(page)).not.toBe(expired);
    },
  );

  journey(
    "without a valid refresh cookie the refresh fails: 'Failed to refresh token. Please Login!'",
    async ({ page, context }) => {
      const user = await signedUpUser('expiry2');
      await signInThroughForm(page, user);
      await expireStoredToken(page);
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
