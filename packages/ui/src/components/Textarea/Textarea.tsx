'use client';

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../Field/Field';
import { inputVariants } from '../Input/Input';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line text input. Inside a `Field` it takes the Field's id, description and invalid state. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const field = useFieldControl();
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(inputVariants(), 'min-h-24 py-2', className)}
      {...field}
      {...props}
    />
  );
}
