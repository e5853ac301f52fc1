import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { signInThroughForm } from '../support/sign-in';
import { playMuted, waitForTimeBeyond } from '../support/video-probe';

/** The page's video resumes at (or past) `seconds` once it knows its length. */
async function expectResumedAt(page: Page, seconds: number) {
  const video = page.locator('[data-slot="video-player"] video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(seconds);
}

describe('progress and resume (D32)', () => {
  journey(
    'a lesson marked done and a paused position survive a reload and a sign-out and sign-in',
    async ({ page }) => {
      const user = await signedUpUser('progress');
      const course = await courseByTopic(user.token, 'Git');
      const [first, second] = course.syllabus;
      await enrolThroughApi(user.token, course._id);
      await signInThroughForm(page, user);

      // Lesson 1: 'Mark as done' ticks it.
      await page.goto(lessonPath(course._id, first!._id));
      const markDone = page.getByRole('button', { name: 'Mark as done' });
      await expect.poll(() => markDone.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
      await markDone.click();
      await expect.poll(() => markDone.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');

      // Lesson 2: play past 2 s and pause: the position is saved on pause.
      await page.goto(lessonPath(course._id, second!._id));
      const video = page.locator('[data-slot="video-player"] video');
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes('/c/progress/'),
        { timeout: 20_000 },
      );
      await playMuted(video);
      await waitForTimeBeyond(video, 2);
      await video.evaluate((element: HTMLVideoElement) => element.pause());
      expect((await saved).status()).toBe(200);

      // A reload: the video resumes where it stopped, and the course page counts the done lesson.
      await page.reload();
      await expectResumedAt(page, 2);
      await page.goto(`/dashboard/courses/${course._id}`);
      await expectVisible(page.getByText(`1 of ${course.syllabus.length} lessons`), "'1 of N lessons'");
      // 'Go to Lessons' resumes at lesson 2 (the last one watched, unfinished).
      await page.getByRole('link', { name: 'Go to Lessons' }).click();
      await expectPath(page, lessonPath(course._id, second!._id));

      // Another sign-in (another device, say) finds the same place.
      await page
        .getByRole('button', { name: 'Logout' })
        .or(page.getByRole('link', { name: 'Logout' }))
        .first()
        .click();
      await expectPath(page, '/auth/login');
      await signInThroughForm(page, user);
      await page.goto(lessonPath(course._id, second!._id));
      await expectResumedAt(page, 2);
      const syllabus = page.getByRole('navigation', { name: 'Syllabus' });
      await expectVisible(syllabus.getByText('(completed)'), 'the tick of lesson 1');
    },
  );
});
