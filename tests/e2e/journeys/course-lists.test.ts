import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { allCourses, courseByTopic, enrolThroughApi, favouriteThroughApi } from '../support/catalogue';
import { holdTheAppsCode, waitUntilTheAppRuns } from '../support/hold-app';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

/** The course home as the server rendered it, the app's code held back until `releaseApp`; and its search box. */
async function courseHomeShell(page: Page) {
  const releaseApp = await holdTheAppsCode(page);
  await page.goto('/dashboard/courses', { waitUntil: 'commit' });
  return { releaseApp, search: page.getByPlaceholder('Search...') };
}

/**
 * The count badge, zero-padded below 10 (spec section 9). Screen readers hear words after the number
 * ('06 courses'), so the badge's text starts with the padded count.
 */
const badge = (page: Page, count: number) =>
  page.getByText(new RegExp(`^${String(count).padStart(2, '0')}(\\s|$)`));

describe('course home and lists', () => {
  journey(
    'the course home is in the HTML the server rendered for the learner, before the app has run',
    async ({ page }) => {
      const user = await signedUpUser('first-paint-home');
      const git = await courseByTopic(user.token, 'Git');
      await enrolThroughApi(user.token, git._id);
      await signInWithStoredSession(page, user);
      const { releaseApp } = await courseHomeShell(page);
      const continueLearning = page.getByRole('region', { name: TEXT.continueLearning });
      await expectVisible(
        continueLearning.getByText(git.title.slice(0, 20)).first(),
        'the server-rendered Continue Learning card',
      );
      const image = continueLearning.locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expectVisible(page.getByText(TEXT.popularCourses), 'the server-rendered popular courses');
      await expectVisible(page.getByText(TEXT.welcome(user.username)), 'the server-rendered welcome');

      releaseApp();
      await waitUntilTheAppRuns(page);
      expect(await page.getByRole('region', { name: TEXT.continueLearning }).count()).toBe(1);
    },
  );

  journey(
    'the course home welcomes the user, shows the latest enrolment and the popular courses',
    async ({ page }) => {
      const user = await signedUpUser('home');
      const html = await courseByTopic(user.token, 'HTML');
      await enrolThroughApi(user.token, html._id);
      await signInWithStoredSession(page, user);

      await expectVisible(page.getByText(TEXT.welcome(user.username)), 'the welcome');
      const continueLearning = page.getByRole('region', { name: TEXT.continueLearning });
      await expectVisible(continueLearning, `the '${TEXT.continueLearning}' section`);
      await expectVisible(continueLearning.getByText(html.title.slice(0, 20)), 'the enrolled course');
      await expectVisible(page.getByText(TEXT.popularCourses), `'${TEXT.popularCourses}'`);
      for (const course of (await allCourses(user.token)).slice(0, 6)) {
        await expectVisible(
          page.getByText(course.title.slice(0, 20)).first(),
          `the course card ${course.title}`,
        );
      }
      await continueLearning.getByRole('link', { name: TEXT.myEnrollments }).click();
      await expectPath(page, /^\/dashboard\/courses\/all\?show=my-enrollments$/);
    },
  );

  journey(
    "the 'Our Popular Courses' row scrolls with its arrows, which are disabled at the ends",
    async ({ page }) => {
      const user = await signedUpUser('carousel');
      await signInWithStoredSession(page, user);
      const row = page.getByRole('region', { name: TEXT.popularCourses });
      const previous = row.getByRole('button', { name: 'Previous' });
      const next = row.getByRole('button', { name: 'Next' });
      await expectVisible(next, "the row's Next button");
      expect(await previous.isDisabled()).toBe(true);
      // The carousel measures its slides once the app runs; until then both arrows are disabled.
      await expect.poll(() => next.isDisabled()).toBe(false);
      await next.click();
      await expect.poll(() => previous.isDisabled()).toBe(false);
      // Keep pressing Next until the end; the button must then be disabled.
      await expect
        .poll(
          async () => {
            if (!(await next.isDisabled())) await next.click();
            return next.isDisabled();
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(await previous.isDisabled()).toBe(false);
    },
  );

  journey(
    "'View All' opens 'All Courses' with every course and a zero-padded count badge",
    async ({ page }) => {
      const user = await signedUpUser('viewall');
      const courses = await allCourses(user.token);
      await signInWithStoredSession(page, user);
      await page.getByRole('link', { name: 'View All' }).first().click();
      await expectPath(page, /^\/dashboard\/courses\/all\?show=all-courses$/);
      await expectVisible(
        page.getByRole('heading', { name: TEXT.allCourses }),
        `the title '${TEXT.allCourses}'`,
      );
      await expectVisible(badge(page, courses.length), 'the count badge');
      for (const course of courses) {
        await expectVisible(page.getByText(course.title.slice(0, 20)).first(), course.title);
      }
      // A course row opens the course's detail page.
      await page.getByText(courses[0]!.title.slice(0, 20)).first().click();
      await expectPath(page, `/dashboard/courses/${courses[0]!._id}`);
    },
  );

  journey("my enrollments and favorites say 'No courses found' until a course is added", async ({ page }) => {
    const user = await signedUpUser('lists');
    await signInWithStoredSession(page, user);
    for (const [show, title] of [
      ['my-enrollments', 'My Enrollments'],
      ['favorites', 'Favorites'],
    ] as const) {
      await page.goto(`/dashboard/courses/all?show=${show}`);
      await expectVisible(page.getByRole('heading', { name: title }), `the title '${title}'`);
      await expectVisible(page.getByText(TEXT.noCourses), `'${TEXT.noCourses}' on ${show}`);
      await expectVisible(badge(page, 0), 'the count badge 00');
    }

    const git = await courseByTopic(user.token, 'Git');
    await enrolThroughApi(user.token, git._id);
    await favouriteThroughApi(user.token, git._id);
    for (const show of ['my-enrollments', 'favorites']) {
      await page.goto(`/dashboard/courses/all?show=${show}`);
      await expectVisible(page.getByText(git.title.slice(0, 20)).first(), `${git.title} on ${show}`);
      await expectVisible(badge(page, 1), 'the count badge 01');
    }
  });

  journey(
    'a search typed into the page before the app runs goes on where the visitor is typing once it runs',
    async ({ page }) => {
      const user = await signedUpUser('early-search');
      const react = await courseByTopic(user.token, 'React.js');
      await signInWithStoredSession(page, user);
      const { releaseApp, search } = await courseHomeShell(page);
      await search.click();
      await page.keyboard.type('rea');

      releaseApp();
      await waitUntilTheAppRuns(page);
      // The visitor types on, and sends, without clicking the box again.
      await page.keyboard.type('c');
      await page.keyboard.press('Enter');
      await expectPath(page, /^\/dashboard\/courses\/all\?show=search-results&query=reac$/);
      await expectVisible(page.getByText(react.title.slice(0, 20)).first(), 'the React.js course');
    },
  );

  journey(
    'a search sent before any script of the page has run opens the search results all the same',
    async ({ page }) => {
      const user = await signedUpUser('native-search');
      const react = await courseByTopic(user.token, 'React.js');
      await signInWithStoredSession(page, user);
      // Until the app runs, nothing holds the page's form, and the browser sends it.
      const { releaseApp, search } = await courseHomeShell(page);
      await search.fill('reac');
      await search.press('Enter');

      // The form itself goes where the app would have gone, with the text (the page that answers then waits for
      // its held scripts, so its load is not awaited here).
      const results = /^\/dashboard\/courses\/all\?show=search-results&query=reac$/;
      await page.waitForURL((url) => results.test(url.pathname + url.search), { waitUntil: 'commit' });
      releaseApp();
      await expectPath(page, results);
      await expectVisible(
        page.getByRole('heading', { name: 'Search Results' }),
        "the title 'Search Results'",
      );
      await expectVisible(page.getByText(react.title.slice(0, 20)).first(), 'the React.js course');
    },
  );

  journey(
    'search finds courses by a word prefix, and says when nothing matches or the query is blank',
    async ({ page }) => {
      const user = await signedUpUser('search');
      const react = await courseByTopic(user.token, 'React.js');
      await signInWithStoredSession(page, user);

      const search = page.getByPlaceholder('Search...');
      await search.fill('   ');
      await search.press('Enter');
      await expectVisible(page.getByText(TEXT.searchEmpty), `'${TEXT.searchEmpty}'`);
      await expectPath(page, '/dashboard/courses');

      await search.fill('reac');
      await search.press('Enter');
      await expectPath(page, /^\/dashboard\/courses\/all\?show=search-results&query=reac$/);
      await expectVisible(
        page.getByRole('heading', { name: 'Search Results' }),
        "the title 'Search Results'",
      );
      await expectVisible(page.getByText(react.title.slice(0, 20)).first(), 'the React.js course');

      const again = page.getByPlaceholder('Search...');
      await again.fill('zzqxxv');
      await page.getByRole('button', { name: 'Search' }).click();
      await expectPath(page, /query=zzqxxv/);
      await expectVisible(page.getByText(TEXT.noSearchResults), `'${TEXT.noSearchResults}'`);
      expect(await page.getByText(TEXT.noCourses).count()).toBe(0);
    },
  );
});
