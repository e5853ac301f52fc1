import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';

const PROTECTED_PATHS = [
  '/dashboard/courses',
  '/dashboard/courses/all?show=all-courses',
  '/dashboard/profile',
  '/dashboard/blogs',
  '/dashboard/create-blog',
  '/dashboard/my-blogs',
];

describe('guards', () => {
  journey(
    'a visitor without a session is sent from every dashboard page to /auth/login',
    async ({ page }) => {
      for (const path of PROTECTED_PATHS) {
        await page.goto(path);
        await expectPath(page, '/auth/login');
      }
    },
  );

  journey(
    'a signed-in user is sent from the guest-only auth pages to /dashboard/courses',
    async ({ page }) => {
      const user = await signedUpUser('guard');
      await signInWithStoredSession(page, user);
      for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
        await page.goto(path);
        await expectPath(page, '/dashboard/courses');
      }
    },
  );

  journey("the landing header shows 'Courses' instead of 'Sign In' once signed in", async ({ page }) => {
    const user = await signedUpUser('header');
    await signInWithStoredSession(page, user);
    await page.goto('/');
    const courses = page
      .getByRole('banner')
      .getByRole('link', { name: 'Courses', exact: true })
      .or(page.getByRole('banner').getByRole('button', { name: 'Courses', exact: true }));
    await expectVisible(courses, "the header's Courses button");
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    // The page was prerendered for a visitor: the links the app swaps in carry their own addresses too.
    const goToCourses = page.getByRole('link', { name: 'Go to Courses' });
    await expectVisible(goToCourses, "the headline's 'Go to Courses'");
    expect(await goToCourses.getAttribute('href')).toBe('/dashboard/courses');
    await courses.first().click();
    await expectPath(page, '/dashboard/courses');
  });

  journey('the reset-password page without its token goes to the login page', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expectPath(page, '/auth/login');
  });
});
