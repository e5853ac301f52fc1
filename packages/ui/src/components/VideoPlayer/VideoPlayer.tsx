'use client';

import { Keyboard } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import {
  KeyboardShortcutsDialog,
  PLAYBACK_SPEEDS,
  applyVideoShortcut,
  formatPlaybackSpeed,
  videoShortcutFor,
} from '../VideoShortcuts';

/** Seconds of playback between two 'playing' reports (D32: position writes about every 10 s). */
export const POSITION_REPORT_INTERVAL_S = 10;

/**
 * Why the player reports its position: 'playing' every 10 s of playback, 'pause', 'ended', and 'leave' when the
 * page is hidden or closed or the player goes away (the app then sends it with `keepalive`).
 */
export type PositionReportReason = 'playing' | 'pause' | 'ended' | 'leave';

export type VideoPlayerProps = Omit<ComponentProps<'figure'>, 'children'> & {
  /** The video's address (a signed, expiring media link). */
  src: string;
  /** The lesson title; it names the video for assistive technology. */
  title: string;
  /**
   * An image shown until the video plays (the course's artwork): the page's largest paint arrives with it instead
   * of with the video's first frame (ADR 0077). @default none (the first frame)
   */
  poster?: string;
  /** Where to start, in seconds (the learner's last position); ignored at or near the end. @default 0 */
  startAt?: number;
  /** Called with the position (seconds) as playback goes on, throttled to every 10 s of playback. @default none */
  onPositionReport?: (positionSeconds: number, reason: PositionReportReason) => void;
};

/**
 * The browser's own `<video controls>`: its control bar is keyboard-usable and announced by screen readers
 * in every browser, which a hand-rolled control set rarely matches. Only playback speed is added, as a
 * labelled select, because not every browser shows a speed menu. With `startAt` it resumes where the learner
 * stopped; `onPositionReport` hears where they are.
 *
 * The player (a focusable group named "Video player") also takes the keys of VIDEO_SHORTCUTS while it or the
 * video has the focus, lists them in a Keyboard shortcuts dialog (`?` or its button) and says what changed in a
 * polite live region (ADR 0160).
 */
export function VideoPlayer({
  src,
  title,
  poster,
  startAt = 0,
  onPositionReport,
  className,
  ...props
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const containerRef = useRef<HTMLElement>(null);
  const shortcutsButtonRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  /** `?` opened the dialog from the player: the focus goes back to the player, not to the button. */
  const shortcutsFromKey = useRef(false);
  const speedId = useId();
  const [rate, setRate] = useState<number>(1);
  const lastReported = useRef(startAt);
  /** Nothing is reported before the learner has played the video (a mount alone must not move their place). */
  const played = useRef(false);
  const reportRef = useRef(onPositionReport);
  useEffect(() => {
    reportRef.current = onPositionReport;
  }, [onPositionReport]);

  const report = (reason: PositionReportReason) => {
    const video = videoRef.current;
    if (!video || !reportRef.current || !played.current) return;
    lastReported.current = video.currentTime;
    reportRef.current(video.currentTime, reason);
  };

  const resumeAt = (video: HTMLVideoElement) => {
    // Resume, unless the learner had reached the very end (then the lesson starts over).
    if (startAt > 0 && (!Number.isFinite(video.duration) || startAt < video.duration - 1)) {
      video.currentTime = startAt;
      lastReported.current = startAt;
    }
  };

  // Resume once the video knows its length; the learner's position may also arrive later than that.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || played.current) return;
    const resume = () => resumeAt(video);
    if (video.readyState >= 1) resume();
    else video.addEventListener('loadedmetadata', resume, { once: true });
    return () => video.removeEventListener('loadedmetadata', resume);
    // resumeAt reads startAt, the one input that matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startAt]);

  // Leaving: the tab is hidden or closed, or the player goes away (another lesson, another page). Only a
  // position that moved since the last report is sent.
  useEffect(() => {
    const video = videoRef.current;
    const leave = () => {
      if (video && Math.abs(video.currentTime - lastReported.current) >= 1) report('leave');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
    // The listeners read the latest callback through reportRef; they are set up once per video.
  }, []);

  const applyRate = (next: number) => {
    setRate(next);
    if (videoRef.current) videoRef.current.playbackRate = next;
  };

  // Only keys pressed on the player itself or on the video: the controls inside the player (the speed select,
  // the shortcuts button) and the dialog, whose events pass here through the portal, keep their own keys.
  const onPlayerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const video = videoRef.current;
    const container = containerRef.current;
    if (!video || !container || (event.target !== container && event.target !== video)) return;
    const action = videoShortcutFor(event);
    if (!action) return;
    // Handled keys do only this: Space and the arrows must not scroll the page, and the native controls (which
    // listen on the video itself) must not act on them too, so they stop here in the capture phase.
    event.preventDefault();
    event.stopPropagation();
    if (action.type === 'showShortcuts') {
      shortcutsFromKey.current = true;
      setShortcutsOpen(true);
      return;
    }
    const message = applyVideoShortcut(action, video, container);
    if (message) setAnnouncement(message);
  };

  // Chromium's native controls play or pause the focused video on Space's keyup: the keyup of a key the map
  // handled stops before it reaches them.
  const onPlayerKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== videoRef.current && event.target !== containerRef.current) return;
    if (!videoShortcutFor(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <figure
      ref={containerRef}
      data-slot="video-player"
      role="group"
      aria-label="Video player"
      // The player group is where the shortcuts work (ADR 0160): it takes the focus like a widget.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDownCapture={onPlayerKeyDown}
      onKeyUpCapture={onPlayerKeyUp}
      className={cn(
        'm-0 flex flex-col gap-2 rounded-dl-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-dl-ring',
        className,
      )}
      {...props}
    >
      {/* Course videos ship without captions (none in the catalogue); a captions track is added when given. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        controls
        preload="metadata"
        aria-label={title}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = rate;
        }}
        onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
        onTimeUpdate={(event) => {
          const position = event.currentTarget.currentTime;
          if (Math.abs(position - lastReported.current) >= POSITION_REPORT_INTERVAL_S) report('playing');
        }}
        onPlay={(event) => {
          // A stream that could not seek from its metadata alone resumes when playback starts.
          const video = event.currentTarget;
          if (!played.current && startAt > 0 && video.currentTime < startAt - 0.5) resumeAt(video);
          played.current = true;
        }}
        onPause={(event) => {
          if (!event.currentTarget.ended) report('pause');
        }}
        onEnded={() => report('ended')}
        className="aspect-video w-full rounded-dl-card bg-black"
      />
      <div className="flex items-center justify-end gap-2 text-sm">
        <Button
          ref={shortcutsButtonRef}
          variant="ghost"
          size="sm"
          className="mr-auto"
          onClick={() => {
            shortcutsFromKey.current = false;
            setShortcutsOpen(true);
          }}
        >
          <Keyboard aria-hidden />
          Keyboard shortcuts
        </Button>
        <label htmlFor={speedId} className="text-dl-muted">
          Playback speed
        </label>
        <select
          id={speedId}
          value={rate}
          onChange={(event) => applyRate(Number(event.target.value))}
          className="rounded-dl-control border border-dl-line bg-dl-surface-raised px-2 py-1 text-dl-fg"
        >
          {PLAYBACK_SPEEDS.map((value) => (
            <option key={value} value={value}>
              {formatPlaybackSpeed(value)}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <KeyboardShortcutsDialog
        open={shortcutsOpen}
        onOpenChange={setShortcutsOpen}
        onCloseAutoFocus={(event) => {
          // Back to where the dialog was opened from: the player (by `?`) or the button.
          event.preventDefault();
          (shortcutsFromKey.current ? containerRef.current : shortcutsButtonRef.current)?.focus();
        }}
      />
    </figure>
  );
}
