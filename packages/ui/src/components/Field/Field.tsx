'use client';

import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a control inside a `Field` needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** Used by `Input` and `Textarea` (and any custom control) to pick up the surrounding Field's id and error. */
export function useFieldControl(): FieldControlProps | null {
  return use(FieldContext);
}

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The visible label (every input has one, decision D28). */
  label: ReactNode;
  /** The validation message shown under the control; also marks the control aria-invalid. Default: none. */
  error?: string;
  /** A hint shown under the control while there is no error. Default: none. */
  hint?: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  children: ReactNode;
};

/**
 * A labelled form control with its error text. The control (`Input`, `Textarea`) reads the id,
 * aria-describedby and aria-invalid from this Field, so usage stays `<Field label="Email" error={...}><Input/></Field>`.
 */
export function Field({ label, error, hint, id, className, children, ...props }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const messageId = `${controlId}-message`;
  const hasMessage = Boolean(error) || Boolean(hint);
  const control: FieldControlProps = {
    id: controlId,
    ...(hasMessage ? { 'aria-describedby': messageId } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  return (
    <div
      data-slot="field"
      data-state={error ? 'invalid' : 'valid'}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <label htmlFor={controlId} className="text-sm font-medium text-dl-fg">
        {label}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {error ? (
        <p id={messageId} data-slot="field-error" className="text-sm text-dl-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} data-slot="field-hint" className="text-sm text-dl-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
