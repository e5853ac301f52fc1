import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const spinnerVariants = cva('inline-block animate-spin rounded-full border-current border-r-transparent', {
  variants: {
    size: {
      sm: 'size-4 border-2',
      md: 'size-8 border-[3px]',
      lg: 'size-12 border-4',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, announced to screen readers. Default: 'Loading'. */
    label?: string;
    /** Hide from assistive technology when the surrounding control already says it is busy. Default: false. */
    decorative?: boolean;
  };

/** A spinning ring that inherits the text colour. */
export function Spinner({ className, size, label = 'Loading', decorative = false, ...props }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return (
    <span data-slot="spinner" className={cn(spinnerVariants({ size }), className)} {...a11y} {...props} />
  );
}
