import { useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Speeds offered by the playback-speed control. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export type VideoPlayerProps = Omit<ComponentProps<'figure'>, 'children'> & {
  /** The video's address (a signed, expiring media link). */
  src: string;
  /** The lesson title; it names the video for assistive technology. */
  title: string;
  /** A WebVTT captions file, when the course supplies one. */
  captionsSrc?: string;
  /** A poster image shown before playback. */
  poster?: string;
  /** Initial playback speed. @default 1 */
  defaultPlaybackRate?: (typeof PLAYBACK_RATES)[number];
};

/**
 * The browser's own `<video controls>`: its control bar is keyboard-usable and announced by screen readers
 * in every browser, which a hand-rolled control set rarely matches. Only playback speed is added, as a
 * labelled select, because not every browser shows a speed menu.
 */
export function VideoPlayer({
  src,
  title,
  captionsSrc,
  poster,
  defaultPlaybackRate = 1,
  className,
  ...props
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const speedId = useId();
  const [rate, setRate] = useState<number>(defaultPlaybackRate);

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
        className="aspect-video w-full rounded-card bg-black"
      >
        {captionsSrc ? (
          <track kind="captions" src={captionsSrc} srcLang="en" label="English" default />
        ) : null}
      </video>
      <div className="flex items-center justify-end gap-2 text-sm">
        <label htmlFor={speedId} className="text-muted">
          Playback speed
        </label>
        <select
          id={speedId}
          value={rate}
          onChange={(event) => applyRate(Number(event.target.value))}
          className="rounded-control border border-line bg-surface-raised px-2 py-1 text-fg"
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
