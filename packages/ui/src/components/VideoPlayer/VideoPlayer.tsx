'use client';

import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Speeds offered by the playback-speed control. */
const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

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

  return (
    <figure data-slot="video-player" className={cn('m-0 flex flex-col gap-2', className)} {...props}>
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
        <label htmlFor={speedId} className="text-dl-muted">
          Playback speed
        </label>
        <select
          id={speedId}
          value={rate}
          onChange={(event) => applyRate(Number(event.target.value))}
          className="rounded-dl-control border border-dl-line bg-dl-surface-raised px-2 py-1 text-dl-fg"
        >
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? 'Normal' : `${value}x`}
            </option>
          ))}
        </select>
      </div>
    </figure>
  );
}
