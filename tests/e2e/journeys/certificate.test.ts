import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { expectNoAxeViolations } from '../support/axe';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { journey, openSecondContext } from '../support/journey-test';
import { tabTo } from '../support/keyboard';
import { productLinkIn, waitForMail } from '../support/mailbox';
import { expectPath, expectVisible } from '../support/page-expect';
import { signInThroughForm } from '../support/sign-in';
import { waitUntilPlayable } from '../support/video-probe';

// Issue 43's "Done when": a learner watches a seeded course to the end with captions on, using only the
// keyboard, follows the transcript, gets the mail, opens the certificate, downloads the PDF, and a signed-out
// visitor verifies it by its URL (D51, D52).

/** Presses Shift+Tab until `target` has the focus (the way back to the player from its own controls). */
const shiftTabTo = (page: Page, target: Locator, what: string) =>
  tabTo(page, target, what, { key: 'Shift+Tab', maxStops: 40 });

/** The language of the text track the video shows, or null when none shows. */
const showingTrack = (video: Locator) =>
  video.evaluate(
    (element: HTMLVideoElement) =>
      Array.from(element.textTracks).find((track) => track.mode === 'showing')?.language ?? null,
  );

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** The text of the transcript's cue marked as playing. */
const playingCue = (page: Page) =>
  page
    .getByRole('region', { name: 'Transcript' })
    .locator('[aria-current="true"]')
    .first()
    .textContent({ timeout: 2_000 })
    .catch(() => null);

/**
 * Waits for the save that completes a lesson: the first progress save whose answer says completed (the video's
 * end, or its position past 90 %), and returns that answer's data.
 */
const completingSave = (page: Page) =>
  page
    .waitForResponse(
      async (response) =>
        response.request().method() === 'PUT' &&
        response.url().includes('/c/progress/') &&
        response.ok() &&
        ((await response.json()) as { data: { completed: boolean } }).data.completed,
      { timeout: 30_000 },
    )
    .then((response) => response.json());

describe('captions, transcript and a certificate (issue 43)', () => {
  journey(
    'watches a course to the end by keyboard with captions, then the certificate verifies signed out',
    async ({ page, browser }) => {
      const learner = await signedUpUser('certificate');
      const course = await courseByTopic(learner.token, 'Git');
      await enrolThroughApi(learner.token, course._id);
      await signInThroughForm(page, learner);

      let issuedId: string | null = null;
      for (const [index, lesson] of course.syllabus.entries()) {
        await page.goto(lessonPath(course._id, lesson._id));
        const player = page.getByRole('group', { name: 'Video player' });
        const video = player.locator('video');
        await waitUntilPlayable(video);
        const captions = page.getByRole('button', { name: 'Captions' });

        if (index === 0) {
          // Captions start off for a learner who never chose; the keyboard turns them on, and the focus goes
          // back to the player, whose keys are its shortcuts.
          await expect.poll(() => captions.getAttribute('aria-pressed')).toBe('false');
          await tabTo(page, captions, 'the Captions toggle');
          await page.keyboard.press('Enter');
          await shiftTabTo(page, player, 'the video player');
        } else {
          await tabTo(page, player, 'the video player');
        }
        // From the second lesson on, the remembered choice turns them on by itself.
        await expect.poll(() => captions.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
        await expect.poll(() => showingTrack(video), { timeout: 15_000 }).toBe('en');
        if (index === 1) {
          // The player's `c` toggles them (ADR 0160): off, then on again.
          await page.keyboard.press('c');
          await expect.poll(() => captions.getAttribute('aria-pressed')).toBe('false');
          await expect.poll(() => showingTrack(video)).toBeNull();
          await page.keyboard.press('c');
          await expect.poll(() => captions.getAttribute('aria-pressed')).toBe('true');
          await expect.poll(() => showingTrack(video)).toBe('en');
        }

        const transcript = page.getByRole('region', { name: 'Transcript' });
        await expectVisible(transcript.getByRole('button', { name: lesson.title }), 'the transcript cue');

        // Play with the player's shortcuts: muted (the journey has no speakers), at half speed (so a person, and
        // the journey, can read along), then play. The save that completes the lesson is awaited from here.
        const saved = completingSave(page);
        await page.keyboard.press('m');
        await page.keyboard.press('<');
        await page.keyboard.press('<');
        await expect
          .poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate))
          .toBe(0.5);
        await page.keyboard.press('k');
        // The transcript follows the video: the playing cue moves from the course's name to the lesson number.
        await expect.poll(() => playingCue(page), { timeout: 15_000 }).toMatch(/Lesson \d/);

        // A cue chosen with Enter seeks there: the lesson's title, at 3 s. The transcript is one Tab stop; the
        // arrow keys move between its lines.
        await tabTo(page, transcript.locator('button[tabindex="0"]'), 'the transcript');
        const titleCue = transcript.getByRole('button', { name: lesson.title });
        for (let step = 0; step < 6 && !(await isFocused(titleCue)); step += 1) {
          await page.keyboard.press('ArrowDown');
        }
        expect(await isFocused(titleCue)).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(3);
        await expect.poll(() => playingCue(page)).toContain(lesson.title);

        // The video plays to its end; that save completes the lesson.
        if (await video.evaluate((element: HTMLVideoElement) => element.paused)) {
          await shiftTabTo(page, player, 'the video player');
          await page.keyboard.press('k');
        }
        const answer = await saved;
        expect(answer.data.completed).toBe(true);
        if (index < course.syllabus.length - 1) expect(answer.data.issuedCertificate).toBeNull();
        else issuedId = answer.data.issuedCertificate?.id ?? null;
      }
      expect(issuedId).toMatch(/^[a-z2-7]{26}$/);

      // The mail (after the verification mail) carries the certificate's page.
      const mail = await waitForMail(learner.email, 2);
      expect(mail.subject).toBe(`Your DevLearn certificate: ${course.title}`);
      const link = productLinkIn(mail);
      expect(link.pathname).toBe(`/certificates/${issuedId}`);

      // The course page's mark opens it, by keyboard.
      await page.goto(`/dashboard/courses/${course._id}`);
      await tabTo(page, page.getByRole('link', { name: 'View certificate' }), 'View certificate');
      await page.keyboard.press('Enter');
      await expectPath(page, link.pathname);
      await expectVisible(
        page.getByRole('heading', { name: 'Certificate of Completion' }),
        'the certificate',
      );
      await expectVisible(page.getByText(learner.username, { exact: true }), "the learner's name");
      await expectVisible(page.getByText(course.title, { exact: true }), 'the course');

      // Download PDF, by keyboard: a PDF that names the verification URL.
      const download = page.waitForEvent('download');
      await tabTo(page, page.getByRole('link', { name: 'Download PDF' }), 'Download PDF');
      await page.keyboard.press('Enter');
      const file = await (await download).path();
      const pdf = await readFile(file);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await download).suggestedFilename()).toBe(`devlearn-certificate-${issuedId}.pdf`);

      // The profile lists it.
      await page.goto('/dashboard/profile');
      const section = page.getByRole('region', { name: 'Certificates' });
      await expectVisible(section.getByText(course.title, { exact: false }), 'the profile entry');

      // A signed-out visitor verifies it by its URL; an id never issued is a 404.
      const visitor = await openSecondContext(browser);
      try {
        const stranger = await visitor.newPage();
        const verified = await stranger.goto(link.href);
        expect(verified?.status()).toBe(200);
        await expectVisible(
          stranger.getByRole('heading', { name: 'Certificate of Completion' }),
          'the public certificate',
        );
        await expectVisible(stranger.getByText(learner.username, { exact: true }), 'the name, signed out');
        await expectVisible(stranger.getByText(course.title, { exact: true }), 'the course, signed out');
        await expectNoAxeViolations(stranger, 'the public certificate page');
        const unknown = await stranger.goto('/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaa');
        expect(unknown?.status()).toBe(404);
      } finally {
        await visitor.close();
      }
    },
  );
});
