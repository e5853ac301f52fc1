import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The card surface: rounded, bordered, on `surface`. Layout and padding are the caller's. */
export const cardVariants = cva('rounded-dl-card border bg-dl-surface', {
  variants: {
    /** `raised` (default): with the card shadow; `flat`: without (cards inside a page section, list items). */
    elevation: { raised: 'shadow-dl-card', flat: '' },
    /** The border: `default` (`line`) or `active` (`ring`: the item being edited). */
    tone: { default: 'border-dl-line', active: 'border-dl-ring' },
  },
  defaultVariants: { elevation: 'raised', tone: 'default' },
});

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the card look on the single child element (an `article`, `section`, `li` or link). Default: false. */
    asChild?: boolean;
  };

/** A card surface; `asChild` puts it on a semantic element of the caller's choosing. */
export function Card({ asChild = false, elevation, tone, className, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="card"
      data-state={tone === 'active' ? 'active' : undefined}
      className={cn(cardVariants({ elevation, tone }), className)}
      {...props}
    />
  );
}
