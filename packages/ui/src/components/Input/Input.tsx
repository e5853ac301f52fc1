'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../Field/Field';

/**
 * The look shared by every text control; the invalid state follows `aria-invalid`. Class names are joined, not
 * merged, so a property a variant sets (the font size) is chosen by a variant rather than overridden.
 */
export const inputVariants = cva(
  [
    'w-full rounded-dl-control border border-dl-line bg-dl-surface-raised px-3 text-dl-fg',
    'placeholder:text-dl-muted transition-colors focus-visible:border-dl-ring',
    'aria-invalid:border-dl-danger disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      /** `text` (default): body text; `code`: a short code in large spaced digits (the OTP). */
      variant: { text: 'text-base', code: 'text-center font-mono text-2xl tracking-[0.5em]' },
    },
    defaultVariants: { variant: 'text' },
  },
);

export type InputProps = ComponentProps<'input'> & VariantProps<typeof inputVariants>;

/** A single-line text input. Inside a `Field` it takes the Field's id, description and invalid state. */
export function Input({ className, type = 'text', variant, ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputVariants({ variant }), 'h-10', className)}
      {...field}
      {...props}
    />
  );
}
