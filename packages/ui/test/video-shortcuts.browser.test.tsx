import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { VideoPlayer } from '../src/components/VideoPlayer';
import sampleVideo from '../src/components/VideoPlayer/sample-lesson.webm';

// Real (trusted) key presses through Playwright: only they carry the browser's defaults (scrolling, the native
// controls' own keys) and the user activation full screen needs, which the stories' synthetic events cannot.

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

async function renderPlayer() {
  await page.viewport(1280, 800);
  render(
    // A page taller than the viewport, so that an unhandled Space or arrow would scroll it.
    <div style={{ paddingBottom: '3000px' }}>
      <VideoPlayer src={sampleVideo} title="React.js: Getting started" />
    </div>,
  );
  const video = document.querySelector('video')!;
  await expect.poll(() => video.readyState).toBeGreaterThanOrEqual(1);
  video.muted = true;
  const player = page.getByRole('group', { name: 'Video player' }).element() as HTMLElement;
  return { video, player };
}

describe('video player shortcuts with real key presses', () => {
  test('Space and the arrows act on the player without scrolling the page', async () => {
    const { video, player } = await renderPlayer();
    player.focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => video.paused).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    await expect(video.volume).toBeCloseTo(0.9, 5);
    await userEvent.keyboard(' ');
    await expect.poll(() => video.paused).toBe(true);
    await expect(window.scrollY).toBe(0);
  });

  test('Space on the focused video plays or pauses once (the native controls do not act as well)', async () => {
    const { video } = await renderPlayer();
    video.focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => video.paused).toBe(false);
    await userEvent.keyboard('k');
    await expect.poll(() => video.paused).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(video.volume).toBeCloseTo(0.9, 5);
    await expect(window.scrollY).toBe(0);
  });

  test('f puts the player in full screen and takes it out again', async () => {
    const { player } = await renderPlayer();
    player.focus();
    await userEvent.keyboard('f');
    await expect.poll(() => document.fullscreenElement).toBe(player);
    await userEvent.keyboard('f');
    await expect.poll(() => document.fullscreenElement).toBeNull();
  });
});
