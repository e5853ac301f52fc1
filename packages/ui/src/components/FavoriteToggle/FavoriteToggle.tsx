'use client';

import type { ComponentProps } from 'react';
import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';

export type FavoriteToggleProps = Omit<ComponentProps<'button'>, 'onClick' | 'children' | 'aria-pressed'> & {
  /** Whether the course is among the user's favourites. */
  isFavorite: boolean;
  /** Called on click; the caller flips `isFavorite` (optimistically). */
  onToggle: () => void;
};

/** 'Add to Favorites' / 'Added to Favorites': a toggle button whose text and `aria-pressed` follow the state. */
export function FavoriteToggle({ isFavorite, onToggle, className, ...props }: FavoriteToggleProps) {
  return (
    <button
      type="button"
      data-slot="favorite-toggle"
      data-state={isFavorite ? 'on' : 'off'}
      aria-pressed={isFavorite}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center gap-2 rounded-dl-control border border-dl-line px-4 py-2 text-sm font-medium transition-colors',
        'hover:bg-dl-surface-raised disabled:opacity-60',
        isFavorite ? 'bg-dl-surface-raised text-dl-fg' : 'bg-dl-surface text-dl-fg',
        className,
      )}
      {...props}
    >
      <Heart aria-hidden className={cn('size-4', isFavorite && 'fill-dl-danger text-dl-danger')} />
      {isFavorite ? 'Added to Favorites' : 'Add to Favorites'}
    </button>
  );
}
