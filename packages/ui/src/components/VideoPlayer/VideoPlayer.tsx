'use client';

import { Keyboard } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { CaptionsMenu, type CaptionsSetting } from '../CaptionsMenu';
import { Transcript } from '../Transcript/Transcript';
import { currentCueIndex, cueText, type TranscriptCue } from '../Transcript/webVtt';
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

/** A WebVTT captions file of the video (structurally a contract `CaptionTrack`). */
export type VideoCaptionTrack = {
  /** BCP 47 language tag ('en', 'pt-BR'). */
  language: string;
  /** The language as the learner reads it ('English'). */
  label: string;
  /** The file's address (a signed, expiring media link, same origin as the page). */
  url: string;
};

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
  /** The video's captions, one `<track kind="captions">` each, in the catalogue's order. @default none */
  captions?: readonly VideoCaptionTrack[];
  /** Whether captions show (controlled; the app remembers it per learner). @default off, kept by the player */
  captionsOn?: boolean;
  /**
   * The captions language (controlled); null or one the video lacks means the first track.
   * @default the first track, kept by the player
   */
  captionLanguage?: string | null;
  /**
   * Called when the learner turns captions on or off or picks a language: the Captions button, the language
   * select, the `c` key or the browser's own captions menu. @default none
   */
  onCaptionsChange?: (setting: CaptionsSetting) => void;
  /** Show the Transcript of the chosen captions below the player (only when the video has captions). @default true */
  transcript?: boolean;
};

const NO_CAPTIONS: readonly VideoCaptionTrack[] = [];

/** A tracks' mode change this soon after a click or key on the video is the learner's, in the native menu. */
const NATIVE_MENU_WINDOW_MS = 1000;

/** HTMLTrackElement.readyState once its file has loaded, and when it could not be loaded. */
const TRACK_LOADED = 2;
const TRACK_ERROR = 3;

/** The cues of a loaded text track as the transcript lists them. */
function cuesOf(track: TextTrack): TranscriptCue[] {
  return Array.from(track.cues ?? [], (cue) => ({
    start: cue.startTime,
    end: cue.endTime,
    text: cueText((cue as VTTCue).text ?? ''),
  })).filter((cue) => cue.text);
}

/**
 * The browser's own `<video controls>`: its control bar is keyboard-usable and announced by screen readers
 * in every browser, which a hand-rolled control set rarely matches. Only playback speed is added, as a
 * labelled select, because not every browser shows a speed menu. With `startAt` it resumes where the learner
 * stopped; `onPositionReport` hears where they are.
 *
 * The player (a focusable group named "Video player") also takes the keys of VIDEO_SHORTCUTS while it or the
 * video has the focus, lists them in a Keyboard shortcuts dialog (`?` or its button) and says what changed in a
 * polite live region (ADR 0160).
 *
 * With `captions`, each language is a `<track kind="captions">`; a Captions toggle and a language select (and `c`)
 * choose them, controlled through `captionsOn`, `captionLanguage` and `onCaptionsChange`. The Transcript of the
 * chosen language, read from the loaded track, follows the player and seeks it (ADR 0185).
 */
export function VideoPlayer({
  src,
  title,
  poster,
  startAt = 0,
  onPositionReport,
  captions = NO_CAPTIONS,
  captionsOn,
  captionLanguage,
  onCaptionsChange,
  transcript = true,
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

  // Captions: controlled by the app when it passes them, else kept here.
  const [ownCaptionsOn, setOwnCaptionsOn] = useState(false);
  const [ownLanguage, setOwnLanguage] = useState<string | null>(null);
  const enabled = captionsOn ?? ownCaptionsOn;
  const wanted = captionLanguage !== undefined ? captionLanguage : ownLanguage;
  const language = captions.some((track) => track.language === wanted) ? wanted! : captions[0]?.language;
  const trackRefs = useRef(new Map<string, HTMLTrackElement>());
  const [cues, setCues] = useState<TranscriptCue[] | null>(null);
  const [time, setTime] = useState(startAt);
  const shownCue = useRef(-1);
  const changeCaptions = (setting: CaptionsSetting) => {
    setOwnCaptionsOn(setting.enabled);
    setOwnLanguage(setting.language);
    onCaptionsChange?.(setting);
  };
  // The tracks' listeners read the latest choice here; this effect runs before the one that applies it.
  const captionsState = useRef({ enabled, language, changeCaptions });
  useEffect(() => {
    captionsState.current = { enabled, language, changeCaptions };
  });

  // The chosen track shows, or stays hidden while captions are off (its cues still load, for the transcript);
  // the others are disabled.
  const applyTrackModes = () => {
    const { enabled: on, language: chosen } = captionsState.current;
    for (const [trackLanguage, element] of trackRefs.current) {
      const mode = trackLanguage !== chosen ? 'disabled' : on ? 'showing' : 'hidden';
      if (element.track.mode !== mode) element.track.mode = mode;
    }
  };
  useEffect(applyTrackModes, [enabled, language, captions]);

  // The browser's own captions menu changes the tracks' modes: right after the learner used the video's native
  // controls (their clicks and keys reach the video element), the player follows it and tells the app. Any other
  // change is the browser's automatic track selection when the files load (Chromium turns on a track in the
  // learner's language, beside ours): the player's choice is put back, as is the chosen track's `hidden` mode
  // when the menu disabled every track (the transcript keeps its cues).
  const lastVideoInput = useRef(-Infinity);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onInput = () => {
      lastVideoInput.current = performance.now();
    };
    const onChange = () => {
      const current = captionsState.current;
      const fromLearner = performance.now() - lastVideoInput.current < NATIVE_MENU_WINDOW_MS;
      const showing = [...trackRefs.current].filter(([, element]) => element.track.mode === 'showing');
      const next =
        showing.length === 1
          ? { enabled: true, language: showing[0]![0] }
          : showing.length === 0 && current.language
            ? { enabled: false, language: current.language }
            : null;
      if (fromLearner && next && (next.enabled !== current.enabled || next.language !== current.language)) {
        current.changeCaptions(next);
      } else applyTrackModes();
    };
    const inputs = ['pointerdown', 'keydown'] as const;
    for (const type of inputs) video.addEventListener(type, onInput, true);
    video.textTracks.addEventListener('change', onChange);
    return () => {
      for (const type of inputs) video.removeEventListener(type, onInput, true);
      video.textTracks.removeEventListener('change', onChange);
    };
    // Set up once: the listeners read the latest choice through captionsState.
  }, []);

  // The transcript lists the chosen track's cues once the browser has loaded its file.
  const chosenUrl = captions.find((track) => track.language === language)?.url;
  useEffect(() => {
    const element = language ? trackRefs.current.get(language) : undefined;
    if (!element) return;
    const read = () => {
      const loaded = cuesOf(element.track);
      const position = videoRef.current?.currentTime ?? 0;
      shownCue.current = currentCueIndex(loaded, position);
      setCues(loaded);
      setTime(position);
    };
    const fail = () => setCues([]);
    if (element.readyState === TRACK_LOADED) read();
    else if (element.readyState === TRACK_ERROR) fail();
    else setCues(null);
    element.addEventListener('load', read);
    element.addEventListener('error', fail);
    return () => {
      element.removeEventListener('load', read);
      element.removeEventListener('error', fail);
    };
  }, [language, chosenUrl]);

  // The transcript re-renders only when the playing cue changes, not on every timeupdate.
  const followTime = (position: number) => {
    if (!cues) return;
    const index = currentCueIndex(cues, position);
    if (index === shownCue.current) return;
    shownCue.current = index;
    setTime(position);
  };

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
    if (action.type === 'toggleCaptions' && language) {
      changeCaptions({ enabled: !enabled, language });
      setAnnouncement(enabled ? 'Captions off' : 'Captions on');
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

  const hasCaptions = captions.length > 0 && language !== undefined;
  const player = (
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
      {/* A lesson may have no captions yet (the catalogue's are optional); then there is no track. */}
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
          followTime(position);
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
        onSeeked={(event) => followTime(event.currentTarget.currentTime)}
        onEnded={() => report('ended')}
        className="aspect-video w-full rounded-dl-card bg-black"
      >
        {captions.map((track) => (
          <track
            key={track.language}
            ref={(element) => {
              if (element) trackRefs.current.set(track.language, element);
              else trackRefs.current.delete(track.language);
            }}
            kind="captions"
            src={track.url}
            srcLang={track.language}
            label={track.label}
          />
        ))}
      </video>
      <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
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
        {hasCaptions ? (
          <CaptionsMenu tracks={captions} enabled={enabled} language={language} onChange={changeCaptions} />
        ) : null}
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

  if (!hasCaptions || !transcript) return player;
  // The transcript follows the player, outside it: full screen shows only the video and its controls.
  return (
    <>
      {player}
      <Transcript
        cues={cues}
        currentTime={time}
        language={language}
        onSeek={(seconds) => {
          const video = videoRef.current;
          if (!video) return;
          video.currentTime = seconds;
          followTime(seconds);
        }}
      />
    </>
  );
}
