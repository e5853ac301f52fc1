import { nextPlaybackSpeed, type VideoShortcutAction } from './videoShortcuts';

/** A position as the player says it: 1:05, or 1:02:05 past an hour. */
export function formatPlaybackTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The speed as the player says it: "Normal" at 1, else "1.5x". */
export function formatPlaybackSpeed(speed: number): string {
  return speed === 1 ? 'Normal' : `${speed}x`;
}

function toggleFullscreen(container: HTMLElement): void {
  // A browser may refuse (no user gesture, a frame without the permission); the key then does nothing.
  const request =
    document.fullscreenElement === container ? document.exitFullscreen() : container.requestFullscreen();
  request.catch(() => {});
}

/**
 * Does what a shortcut asks to the video (and, for full screen, to the player's container) and returns what a
 * screen reader should hear, or null when nothing changed. `showShortcuts` is the caller's to handle.
 */
export function applyVideoShortcut(
  action: VideoShortcutAction,
  video: HTMLVideoElement,
  container: HTMLElement,
): string | null {
  switch (action.type) {
    case 'togglePlay':
      if (video.paused || video.ended) {
        video.play().catch(() => {});
        return 'Playing';
      }
      video.pause();
      return 'Paused';
    case 'seek': {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.min(Math.max(video.currentTime + action.seconds, 0), end);
      return `At ${formatPlaybackTime(video.currentTime)}`;
    }
    case 'volume': {
      // Rounded to a tenth so that ten steps always reach silence or full volume.
      video.volume = Math.min(Math.max(Math.round((video.volume + action.delta) * 10) / 10, 0), 1);
      if (action.delta > 0) video.muted = false;
      return `Volume ${Math.round(video.volume * 100)}%`;
    }
    case 'toggleMute':
      video.muted = !video.muted;
      return video.muted ? 'Muted' : 'Unmuted';
    case 'toggleFullscreen':
      toggleFullscreen(container);
      return null;
    case 'toggleCaptions': {
      const track = video.textTracks[0];
      if (!track) return null;
      track.mode = track.mode === 'showing' ? 'hidden' : 'showing';
      return track.mode === 'showing' ? 'Captions on' : 'Captions off';
    }
    case 'speed': {
      const speed = nextPlaybackSpeed(video.playbackRate, action.step);
      if (speed === video.playbackRate) return null;
      video.playbackRate = speed;
      return `Speed ${formatPlaybackSpeed(speed)}`;
    }
    case 'showShortcuts':
      return null;
  }
}
