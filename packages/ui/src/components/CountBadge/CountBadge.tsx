import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { padCount } from '../../lib/text';

export type CountBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The number to show; below 10 it is zero-padded ('07'). */
  count: number;
  /** Words read after the number by screen readers, e.g. 'courses'. Default: none. */
  label?: string;
};

/** A pill with a count, zero-padded below 10. */
export function CountBadge({ count, label, className, ...props }: CountBadgeProps) {
  return (
    <span
      data-slot="count-badge"
      className={cn(
        'inline-flex min-w-9 items-center justify-center rounded-dl-pill bg-dl-accent px-2.5 py-0.5 text-sm font-bold text-dl-accent-fg tabular-nums',
        className,
      )}
      {...props}
    >
      {padCount(count)}
      {label ? <span className="sr-only"> {label}</span> : null}
    </span>
  );
}
