'use client';

import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Field messages from a server 422, keyed by field name. */
export type ServerFieldErrors<Values extends FieldValues> = Partial<Record<Path<Values>, string>>;

/**
 * Shows a server's field messages (HTTP 422) beside their fields, like the form's own messages; they clear
 * when the field is next validated.
 */
export function useServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  serverFieldErrors: ServerFieldErrors<Values> | undefined,
) {
  useEffect(() => {
    if (!serverFieldErrors) return;
    const entries = Object.entries(serverFieldErrors) as [Path<Values>, string | undefined][];
    entries.forEach(([field, message], index) => {
      if (message) setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [serverFieldErrors, setError]);
}
