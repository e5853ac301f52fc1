import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../Field/Field';

/** The look shared by every text control; the invalid state follows `aria-invalid`. */
export const inputVariants = cva([
  'w-full rounded-control border border-line bg-surface-raised px-3 text-base text-fg',
  'placeholder:text-muted transition-colors focus-visible:border-ring',
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
]);

export type InputProps = ComponentProps<'input'>;

/** A single-line text input. Inside a `Field` it takes the Field's id, description and invalid state. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputVariants(), 'h-10', className)}
      {...field}
      {...props}
    />
  );
}
