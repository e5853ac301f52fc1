'use client';

import type { ComponentProps } from 'react';
import { ThumbsUp } from 'lucide-react';
import { cn } from '../../lib/cn';

export type LikeToggleProps = Omit<ComponentProps<'button'>, 'onClick' | 'children' | 'aria-pressed'> & {
  /** Whether the signed-in user likes the thing. */
  isLiked: boolean;
  /** The total number of likes, shown beside the icon. */
  count: number;
  /** Called on click; the caller flips `isLiked` and `count` (optimistically). */
  onToggle: () => void;
  /** What is liked, used in the accessible name ('Like this lesson'). @default 'this' */
  subject?: string;
};

function likesLabel(count: number): string {
  return count === 1 ? '1 like' : `${count} likes`;
}

/**
 * A like button with its count. `aria-pressed` carries the state, and the accessible name says it in words
 * too, because "Like, pressed" is easy to misread as an action still to take.
 */
export function LikeToggle({
  isLiked,
  count,
  onToggle,
  subject = 'this',
  className,
  ...props
}: LikeToggleProps) {
  const name = `${isLiked ? 'Liked' : 'Like'} ${subject}, ${likesLabel(count)}`;
  return (
    <button
      type="button"
      data-slot="like-toggle"
      data-state={isLiked ? 'on' : 'off'}
      aria-pressed={isLiked}
      aria-label={name}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center gap-2 rounded-dl-pill border border-dl-line px-3 py-1.5 text-sm font-medium transition-colors',
        'hover:bg-dl-surface-raised disabled:opacity-60',
        isLiked ? 'bg-dl-accent text-dl-accent-fg hover:bg-dl-accent-hover' : 'bg-dl-surface text-dl-fg',
        className,
      )}
      {...props}
    >
      <ThumbsUp aria-hidden className={cn('size-4', isLiked && 'fill-current')} />
      <span aria-hidden>{count}</span>
    </button>
  );
}
