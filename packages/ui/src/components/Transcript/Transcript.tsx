'use client';

import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { cardVariants } from '../Card/Card';
import { formatPlaybackTime } from '../VideoShortcuts/applyVideoShortcut';
import { currentCueIndex, type TranscriptCue } from './webVtt';

export type TranscriptProps = Omit<ComponentProps<'section'>, 'children' | 'onSeek'> & {
  /** The cues, in start order (`parseWebVtt`, or the loaded track's cues); null while they load. */
  cues: readonly TranscriptCue[] | null;
  /** The video's position in seconds: the cue playing then is highlighted (`aria-current`). */
  currentTime: number;
  /** Called with a cue's start (seconds) when it is clicked or chosen with Enter or Space. */
  onSeek: (seconds: number) => void;
  /** The cues' language (BCP 47), so screen readers read them in it. @default the page's */
  language?: string;
};

/**
 * The video's transcript: a region named "Transcript" listing every cue with its time. The cue playing is
 * highlighted and kept in view inside the transcript's own scroll box (the page never scrolls and the focus never
 * moves while the video plays). A cue is a button that seeks there; the list is one tab stop, the arrow keys, Home
 * and End move between cues (ADR 0185).
 */
export function Transcript({ cues, currentTime, onSeek, language, className, ...props }: TranscriptProps) {
  const headingId = useId();
  const hintId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = cues ? currentCueIndex(cues, currentTime) : -1;
  // The one cue in the tab order: the one playing (or the last that played) until the learner moves in the list.
  const [tabStop, setTabStop] = useState(0);
  const lastCurrent = useRef(-1);

  useEffect(() => {
    if (current < 0 || current === lastCurrent.current) return;
    lastCurrent.current = current;
    const box = boxRef.current;
    const item = itemRefs.current[current];
    const focusInside = box?.contains(document.activeElement) ?? false;
    // While the learner moves through the list, the tab stop stays where they are.
    if (!focusInside) setTabStop(current);
    if (!box || !item) return;
    // Only the transcript's own box scrolls (scrollIntoView would scroll the page too).
    const boxRect = box.getBoundingClientRect();
    const itemRect = item.getBoundingClientRect();
    if (itemRect.top < boxRect.top) box.scrollTop -= boxRect.top - itemRect.top;
    else if (itemRect.bottom > boxRect.bottom) box.scrollTop += itemRect.bottom - boxRect.bottom;
  }, [current]);

  const moveTo = (index: number) => {
    if (!cues || cues.length === 0) return;
    const next = Math.min(Math.max(index, 0), cues.length - 1);
    setTabStop(next);
    itemRefs.current[next]?.focus();
  };

  const onLineKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: (cues?.length ?? 1) - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <section
      data-slot="transcript"
      aria-labelledby={headingId}
      className={cn(cardVariants({ elevation: 'flat' }), 'flex flex-col gap-3 p-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-bold">
        Transcript
      </h2>
      {cues === null ? (
        <p role="status" className="text-sm text-dl-muted">
          Loading transcript…
        </p>
      ) : cues.length === 0 ? (
        <p className="text-sm text-dl-muted">This video has no transcript.</p>
      ) : (
        <>
          <p id={hintId} className="sr-only">
            Choose a line to play the video from there. The arrow keys move between lines.
          </p>
          <div ref={boxRef} data-slot="transcript-scroll" className="max-h-72 overflow-y-auto">
            <ol lang={language} aria-describedby={hintId} className="m-0 flex list-none flex-col gap-1 p-0">
              {cues.map((cue, index) => {
                const isCurrent = index === current;
                return (
                  <li key={`${cue.start}-${index}`}>
                    <button
                      ref={(element) => {
                        itemRefs.current[index] = element;
                      }}
                      type="button"
                      tabIndex={index === Math.min(tabStop, cues.length - 1) ? 0 : -1}
                      aria-current={isCurrent ? 'true' : undefined}
                      data-state={isCurrent ? 'current' : undefined}
                      onClick={() => {
                        setTabStop(index);
                        onSeek(cue.start);
                      }}
                      onFocus={() => setTabStop(index)}
                      onKeyDown={(event) => onLineKeyDown(event, index)}
                      className={cn(
                        'flex w-full cursor-pointer items-baseline gap-3 rounded-dl-control px-3 py-1.5 text-left text-sm hover:bg-dl-surface-raised',
                        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-dl-ring',
                        isCurrent && 'bg-dl-surface-raised font-semibold text-dl-fg',
                        !isCurrent && 'text-dl-muted',
                      )}
                    >
                      <time
                        dateTime={`PT${Math.floor(cue.start)}S`}
                        className="shrink-0 font-mono text-xs tabular-nums text-dl-muted"
                      >
                        {formatPlaybackTime(cue.start)}
                      </time>
                      <span>{cue.text}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
