'use client';

import { Captions } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';

/** A captions track the learner can choose (structurally a contract `CaptionTrack`, without its address). */
export type CaptionsChoice = {
  /** BCP 47 language tag ('en', 'pt-BR'). */
  language: string;
  /** The language as the learner reads it ('English'). */
  label: string;
};

/** Whether captions show and in which language (structurally a contract `CaptionPreference` once chosen). */
export type CaptionsSetting = { enabled: boolean; language: string };

export type CaptionsMenuProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  /** The video's captions languages, in the catalogue's order (at least one). */
  tracks: readonly CaptionsChoice[];
  /** Whether captions show. */
  enabled: boolean;
  /** The chosen language; one the tracks do not have means the first track. */
  language: string;
  /** Called when the learner turns captions on or off, or picks a language (that also turns them on). */
  onChange: (setting: CaptionsSetting) => void;
};

/**
 * The player's captions controls: a Captions toggle button (`aria-pressed`) and, when the video has more than one
 * language, a labelled select of them. Controlled: the player, and above it the app, keep the choice.
 */
export function CaptionsMenu({
  tracks,
  enabled,
  language,
  onChange,
  className,
  ...props
}: CaptionsMenuProps) {
  const selectId = useId();
  const chosen = tracks.some((track) => track.language === language) ? language : tracks[0]?.language;
  if (!chosen) return null;
  return (
    <div
      data-slot="captions-menu"
      data-state={enabled ? 'on' : 'off'}
      className={cn('flex items-center gap-2', className)}
      {...props}
    >
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={enabled}
        onClick={() => onChange({ enabled: !enabled, language: chosen })}
        className="aria-pressed:bg-dl-surface-raised"
      >
        <Captions aria-hidden />
        Captions
      </Button>
      {tracks.length > 1 ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            Captions language
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => onChange({ enabled: true, language: event.target.value })}
            className="rounded-dl-control border border-dl-line bg-dl-surface-raised px-2 py-1 text-dl-fg"
          >
            {tracks.map((track) => (
              <option key={track.language} value={track.language} lang={track.language}>
                {track.label}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </div>
  );
}
