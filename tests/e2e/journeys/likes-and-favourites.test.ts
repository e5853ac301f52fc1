import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { journey } from '../support/journey-test';
import { expectVisible } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

/** The page's like toggle; its accessible name carries the state and the count ('Liked this lesson, 1 like'). */
const likeToggle = (page: Page) => page.getByRole('button', { name: /^Liked? .*\d+ likes?$/ }).first();

async function likeState(page: Page) {
  const toggle = likeToggle(page);
  await expectVisible(toggle, 'the like toggle');
  const name = (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText());
  return {
    pressed: (await toggle.getAttribute('aria-pressed')) === 'true',
    count: Number(/(\d+) likes?$/.exec(name)?.[1] ?? Number.NaN),
  };
}

/**
 * Presses a toggle and waits for the server to have stored the change: the page answers at once (optimistic),
 * and a reload straight after the press would race the request it starts.
 */
async function pressAndStore(page: Page, toggle: Locator, call: string) {
  const stored = page.waitForResponse(
    (response) => response.url().includes(`/api/v1/${call}`) && response.request().method() !== 'GET',
  );
  await toggle.click();
  expect((await stored).ok()).toBe(true);
}

describe('favourites and likes on the lesson page', () => {
  journey(
    'the favourite toggle flips at once, survives a reload and fills the favorites list',
    async ({ page }) => {
      const user = await signedUpUser('favourite');
      const course = await courseByTopic(user.token, 'HTML');
      await enrolThroughApi(user.token, course._id);
      await signInWithStoredSession(page, user);
      await page.goto(lessonPath(course._id, course.syllabus[1]!._id));

      await pressAndStore(page, page.getByRole('button', { name: TEXT.addToFavorites }), 'users/favorites/');
      const added = page.getByRole('button', { name: TEXT.addedToFavorites });
      await expectVisible(added, `'${TEXT.addedToFavorites}'`);
      expect(await added.getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await expectVisible(
        page.getByRole('button', { name: TEXT.addedToFavorites }),
        'the favourite after reload',
      );
      await page.goto('/dashboard/courses/all?show=favorites');
      await expectVisible(
        page.getByText(course.title.slice(0, 20)).first(),
        'the course among the favorites',
      );

      await page.goto(lessonPath(course._id, course.syllabus[1]!._id));
      await pressAndStore(
        page,
        page.getByRole('button', { name: TEXT.addedToFavorites }),
        'users/favorites/',
      );
      await expectVisible(page.getByRole('button', { name: TEXT.addToFavorites }), 'the favourite removed');
      await page.reload();
      await expectVisible(
        page.getByRole('button', { name: TEXT.addToFavorites }),
        'still removed after reload',
      );
    },
  );

  journey('the lesson like toggle counts one per user and survives a reload', async ({ page }) => {
    const user = await signedUpUser('likes');
    const course = await courseByTopic(user.token, 'Node.js');
    const lesson = course.syllabus[2]!;
    await enrolThroughApi(user.token, course._id);
    await signInWithStoredSession(page, user);
    await page.goto(lessonPath(course._id, lesson._id));

    // The About tab is the default: title, sub heading, 'About This Course' and the course's about text.
    await expectVisible(page.getByRole('heading', { name: lesson.title }).first(), 'the lesson title');
    await expectVisible(page.getByText(lesson.subHeading).first(), 'the sub heading');
    await expectVisible(
      page.getByRole('heading', { name: TEXT.aboutThisCourse }),
      `'${TEXT.aboutThisCourse}'`,
    );
    await expectVisible(page.getByText(course.about).first(), 'the course about text');

    const before = await likeState(page);
    expect(before.pressed).toBe(false);
    await pressAndStore(page, likeToggle(page), 'c/likes/');
    await expect.poll(() => likeState(page)).toEqual({ pressed: true, count: before.count + 1 });
    await page.reload();
    await expect.poll(() => likeState(page)).toEqual({ pressed: true, count: before.count + 1 });

    await pressAndStore(page, likeToggle(page), 'c/likes/');
    await expect.poll(() => likeState(page)).toEqual({ pressed: false, count: before.count });
    await page.reload();
    await expect.poll(() => likeState(page)).toEqual({ pressed: false, count: before.count });
  });
});

describe('likes on the course page', () => {
  journey('the course like toggle counts one per user and survives a reload', async ({ page }) => {
    const user = await signedUpUser('courselike');
    const course = await courseByTopic(user.token, 'Git');
    await signInWithStoredSession(page, user);
    await page.goto(`/dashboard/courses/${course._id}`);
    await expectVisible(page.getByRole('heading', { name: course.title }), 'the course page');

    const before = await likeState(page);
    expect(before.pressed).toBe(false);
    expect(await likeToggle(page).getAttribute('aria-label')).toMatch(/this course/);
    await pressAndStore(page, likeToggle(page), 'c/likes/');
    await expect.poll(() => likeState(page)).toEqual({ pressed: true, count: before.count + 1 });
    await page.reload();
    await expect.poll(() => likeState(page)).toEqual({ pressed: true, count: before.count + 1 });

    await pressAndStore(page, likeToggle(page), 'c/likes/');
    await expect.poll(() => likeState(page)).toEqual({ pressed: false, count: before.count });
    await page.reload();
    await expect.poll(() => likeState(page)).toEqual({ pressed: false, count: before.count });
  });
});
