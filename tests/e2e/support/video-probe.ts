import type { Locator } from 'playwright-core';

/**
 * Questions to a <video> element, answered from its own events (no sleeping): whether it can play, whether
 * time advances, whether a seek lands.
 */
export function waitUntilPlayable(video: Locator): Promise<void> {
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve, reject) => {
        // HAVE_CURRENT_DATA (2) or better: the first frame is decoded.
        if (element.readyState >= 2) return resolve();
        element.addEventListener('loadeddata', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}`)), {
          once: true,
        });
      }),
  );
}

export function readyState(video: Locator): Promise<number> {
  return video.evaluate((element: HTMLVideoElement) => element.readyState);
}

export function currentSource(video: Locator): Promise<string> {
  return video.evaluate((element: HTMLVideoElement) => element.currentSrc);
}

/** Starts playback, muted (what browsers allow without a gesture). */
export function playMuted(video: Locator): Promise<void> {
  return video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
}

/** Resolves with currentTime once it has passed `seconds` (or the video ended). */
export function waitForTimeBeyond(video: Locator, seconds: number): Promise<number> {
  return video.evaluate(
    (element: HTMLVideoElement, beyond: number) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (element.currentTime > beyond || element.ended) {
            element.removeEventListener('timeupdate', check);
            resolve(element.currentTime);
          }
        };
        element.addEventListener('timeupdate', check);
        check();
      }),
    seconds,
  );
}

/** Seeks and resolves with currentTime once the browser reports the seek done. */
export function seekTo(video: Locator, seconds: number): Promise<number> {
  return video.evaluate(
    (element: HTMLVideoElement, to: number) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = to;
      }),
    seconds,
  );
}

export function duration(video: Locator): Promise<number> {
  return video.evaluate((element: HTMLVideoElement) => element.duration);
}
