import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { VideoPlayer } from '../src/components/VideoPlayer';
import sampleCaptionsEn from '../src/components/VideoPlayer/sample-lesson.en.vtt?url';
import sampleVideo from '../src/components/VideoPlayer/sample-lesson.webm';

// The keyboard-only path of issue 43 with real (trusted) keys and real playback: `c` turns captions on, Space
// plays, the transcript follows the video without taking the focus or scrolling the page, and Tab then Enter on a
// line seeks there.

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

async function renderPlayer() {
  await page.viewport(1280, 800);
  // A blob copy: seekable without a server that answers byte ranges.
  const src = URL.createObjectURL(await (await fetch(sampleVideo)).blob());
  render(
    <div style={{ paddingBottom: '3000px' }}>
      <VideoPlayer
        src={src}
        title="React.js: Getting started"
        captions={[{ language: 'en', label: 'English', url: sampleCaptionsEn }]}
      />
    </div>,
  );
  const video = document.querySelector('video')!;
  await expect.poll(() => video.readyState).toBeGreaterThanOrEqual(1);
  video.muted = true;
  const player = page.getByRole('group', { name: 'Video player' }).element() as HTMLElement;
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect.element(transcript.getByRole('button', { name: /Welcome/ })).toBeInTheDocument();
  return { video, player, transcript };
}

describe('captions and transcript from the keyboard', () => {
  test('the transcript follows playback while the focus stays on the player', async () => {
    const { video, player, transcript } = await renderPlayer();
    player.focus();
    await userEvent.keyboard('c');
    const track = video.textTracks[0]!;
    await expect.poll(() => track.mode).toBe('showing');
    await userEvent.keyboard(' ');
    await expect.poll(() => video.paused).toBe(false);
    // The second cue (1 s to 2 s) becomes current as the video plays.
    const second = transcript.getByRole('button', { name: /test pattern/ });
    await expect.element(second).toHaveAttribute('aria-current', 'true');
    await expect(document.activeElement).toBe(player);
    await expect(window.scrollY).toBe(0);
    await userEvent.keyboard('k');
    await expect.poll(() => video.paused).toBe(true);
  });

  test('Tab reaches the transcript as one stop, and Enter on a line seeks there', async () => {
    const { video, player, transcript } = await renderPlayer();
    player.focus();
    // Past the player, the native controls, Keyboard shortcuts, Captions and Playback speed: one line of the transcript.
    const first = transcript.getByRole('button', { name: /Welcome/ }).element();
    for (let press = 0; press < 30 && document.activeElement !== first; press += 1)
      await userEvent.keyboard('{Tab}');
    await expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const third = transcript.getByRole('button', { name: /next lesson/ }).element();
    await expect(document.activeElement).toBe(third);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => video.currentTime).toBeCloseTo(2, 1);
    await expect
      .element(transcript.getByRole('button', { name: /next lesson/ }))
      .toHaveAttribute('aria-current', 'true');
    // Tab leaves the list at once: one stop for all its lines.
    await userEvent.keyboard('{Tab}');
    await expect(transcript.element().contains(document.activeElement)).toBe(false);
  });
});
