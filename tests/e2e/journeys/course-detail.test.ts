import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { courseByTopic, enrolThroughApi, firstLessonOf, lessonPath } from '../support/catalogue';
import { holdTheAppsCode, waitUntilTheAppRuns } from '../support/hold-app';
import { journey } from '../support/journey-test';
import { expectPath, expectVisible } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import {
  currentSource,
  duration,
  playMuted,
  readyState,
  seekTo,
  waitForTimeBeyond,
  waitUntilPlayable,
} from '../support/video-probe';
import { TEXT } from '../support/spec-texts';

describe('course detail and enrolment', () => {
  journey(
    'the course is in the HTML the server rendered before the app has run, and the app then hydrates it',
    async ({ page }) => {
      const user = await signedUpUser('first-paint');
      const course = await courseByTopic(user.token, 'Git');
      await signInWithStoredSession(page, user);
      const releaseApp = await holdTheAppsCode(page);
      await page.goto(`/dashboard/courses/${course._id}`, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: course.title });
      await expectVisible(heading, 'the server-rendered course title');
      await expectVisible(page.getByText(course.subTitle).first(), 'the server-rendered sub title');
      for (const lesson of course.syllabus) {
        await expectVisible(page.getByText(lesson.title).first(), `the syllabus entry ${lesson.title}`);
      }
      await expectVisible(page.getByText(TEXT.validity), 'the server-rendered enrolment card');

      releaseApp();
      await waitUntilTheAppRuns(page);
      await expectVisible(heading, 'the course title, hydrated');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    },
  );

  journey('the detail page shows the course, its syllabus and the enrolment card', async ({ page }) => {
    const user = await signedUpUser('detail');
    const course = await courseByTopic(user.token, 'Node.js');
    await signInWithStoredSession(page, user);
    await page.goto(`/dashboard/courses/${course._id}`);

    await expectVisible(page.getByRole('heading', { name: course.title }), 'the course title');
    await expectVisible(page.getByText(course.subTitle).first(), 'the sub title');
    await expectVisible(page.getByText(course.about).first(), 'the about text');
    for (const lesson of course.syllabus) {
      await expectVisible(page.getByText(lesson.title).first(), `the syllabus entry ${lesson.title}`);
    }
    // Each entry is labelled 'Video' with its length ('Video · 0:06', D35).
    const entries = page.getByRole('navigation', { name: 'Syllabus' }).getByText(/^Video · \d+:\d\d$/);
    expect(await entries.count()).toBe(course.syllabus.length);
    await expectVisible(page.getByText(TEXT.validity), `'${TEXT.validity}'`);
    await expectVisible(page.getByText(TEXT.whatsIncluded), `'${TEXT.whatsIncluded}'`);
    await expectVisible(page.getByText(TEXT.onlineAccessibility), `'${TEXT.onlineAccessibility}'`);
    await expectVisible(
      page.getByText(new RegExp(`${course.syllabus.length}\\s+Lessons?`, 'i')),
      'the lesson count',
    );
    const thumbnailFile = course.thumbnail.url.split('?')[0]!.split('/').at(-1)!;
    await expectVisible(
      page.locator(`img[src*="${thumbnailFile}"]`),
      `the thumbnail ${course.thumbnail.url}`,
    );
  });

  journey(
    "'Enroll For Free' enrols and opens the first lesson, whose video plays and seeks",
    async ({ page }) => {
      const user = await signedUpUser('enrol');
      const course = await courseByTopic(user.token, 'Next.js');
      const first = firstLessonOf(course);
      await signInWithStoredSession(page, user);
      await page.goto(`/dashboard/courses/${course._id}`);
      await page.getByRole('button', { name: TEXT.enrollForFree }).click();
      await expectPath(page, lessonPath(course._id, first._id));

      const video = page.locator('[data-slot="video-player"] video');
      await expectVisible(video, 'the lesson video');
      await waitUntilPlayable(video);
      expect(await readyState(video)).toBeGreaterThanOrEqual(2);
      // Served by the product's own media route (a signed link, D15).
      const source = await currentSource(video);
      expect(new URL(source).pathname).toMatch(/^\/media\//);

      // It actually plays: currentTime advances.
      await playMuted(video);
      expect(await waitForTimeBeyond(video, 0.3)).toBeGreaterThan(0.3);

      // The media route answers byte ranges (what seeking in a long video needs) and only with the signature.
      const ranged = await fetch(source, { headers: { Range: 'bytes=100-199' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
      expect((await ranged.arrayBuffer()).byteLength).toBe(100);
      const unsigned = new URL(source);
      unsigned.search = '';
      expect((await fetch(unsigned)).status).toBe(403);

      // A seek works: jump near the end and keep playing from there.
      const target = Math.max((await duration(video)) - 2, 1);
      const landed = await seekTo(video, target);
      expect(landed).toBeGreaterThanOrEqual(target - 0.5);
      expect(await waitForTimeBeyond(video, landed + 0.2)).toBeGreaterThan(landed);

      // Back on the detail page the button now says 'Go to Lessons'.
      await page.goto(`/dashboard/courses/${course._id}`);
      await expectVisible(
        page
          .getByRole('button', { name: TEXT.goToLessons })
          .or(page.getByRole('link', { name: TEXT.goToLessons })),
        `'${TEXT.goToLessons}'`,
      );
    },
  );

  journey(
    "a lesson is in the HTML the server rendered, the video with the course's artwork for enrolled learners only",
    async ({ page }) => {
      const user = await signedUpUser('first-paint-lesson');
      const enrolled = await courseByTopic(user.token, 'HTML');
      const other = await courseByTopic(user.token, 'Node.js');
      await enrolThroughApi(user.token, enrolled._id);
      await signInWithStoredSession(page, user);
      const releaseApp = await holdTheAppsCode(page);
      await page.goto(lessonPath(enrolled._id, firstLessonOf(enrolled)._id), {
        waitUntil: 'commit',
      });
      const video = page.locator('video');
      await expectVisible(video, 'the server-rendered video');
      expect(await video.getAttribute('poster')).toBe(enrolled.thumbnail.url);
      await expectVisible(
        page.getByRole('heading', { level: 1, name: firstLessonOf(enrolled).title }),
        'the lesson',
      );
      releaseApp();
      await waitUntilTheAppRuns(page);
      await expect.poll(() => video.getAttribute('src')).toContain('/media/');

      // A course the learner is not enrolled in: the locked view, no video.
      await page.unroute('**/assets/*.js');
      const releaseAgain = await holdTheAppsCode(page);
      await page.goto(lessonPath(other._id, firstLessonOf(other)._id), { waitUntil: 'commit' });
      await expectVisible(page.getByRole('button', { name: TEXT.enrollForFree }), 'the locked panel');
      expect(await page.locator('video').count()).toBe(0);
      releaseAgain();
    },
  );

  journey(
    'an unenrolled user gets the locked lesson view, and enrolling there shows the video',
    async ({ page }) => {
      const user = await signedUpUser('locked');
      const course = await courseByTopic(user.token, 'Git');
      const first = firstLessonOf(course);
      await signInWithStoredSession(page, user);
      await page.goto(lessonPath(course._id, first._id));

      const enrol = page.getByRole('button', { name: TEXT.enrollForFree });
      await expectVisible(enrol, 'the locked panel with Enroll For Free');
      expect(await page.locator('video').count()).toBe(0);
      // Header and footer are hidden on learn pages.
      expect(await page.getByRole('contentinfo').count()).toBe(0);

      await enrol.click();
      await expectVisible(page.locator('video'), 'the video after enrolling');
    },
  );
});
