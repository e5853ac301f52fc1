import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../Spinner/Spinner';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors',
    'rounded-dl-control disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-dl-accent text-dl-accent-fg hover:bg-dl-accent-hover',
        secondary: 'bg-dl-surface-raised text-dl-fg hover:bg-dl-line',
        outline: 'border border-dl-line bg-transparent text-dl-fg hover:bg-dl-surface-raised',
        ghost: 'bg-transparent text-dl-fg hover:bg-dl-surface-raised',
        danger: 'bg-dl-danger-strong text-white hover:bg-red-800',
        link: 'h-auto px-0 text-dl-fg underline underline-offset-4 hover:text-dl-muted',
      },
      size: {
        sm: 'h-8 px-3 text-sm [&_svg]:size-4',
        md: 'h-10 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
        icon: 'size-10 [&_svg]:size-5',
      },
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a `Link`) with the button's look instead of a `<button>`. Default: false. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and sets aria-busy while an action runs. Default: false. */
    isLoading?: boolean;
  };

/** The action button: variants `primary` (default), `secondary`, `outline`, `ghost`, `danger`, `link`. */
export function Button({
  className,
  variant,
  size,
  fullWidth,
  asChild = false,
  isLoading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root
        data-slot="button"
        className={cn(buttonVariants({ variant, size, fullWidth }), className)}
        {...props}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size, fullWidth }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
