import { ApiError } from '@devlearn/api-client';
import { useMemo } from 'react';

/**
 * A 422's field errors as a form screen takes them (`serverFieldErrors`): the first message per field, so each
 * shows beside its own input, while the toast shows the very first one (spec section 8). Undefined for any
 * other outcome.
 */
function serverFieldErrorsOf<Field extends string>(
  error: unknown,
): Partial<Record<Field, string>> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const result: Partial<Record<string, string>> = {};
  for (const { field, message } of error.fieldErrors) result[field] ??= message;
  return result;
}

/** `serverFieldErrorsOf`, kept stable between renders so a screen applies the messages once per failure. */
export function useServerFieldErrors<Values extends object>(error: unknown) {
  return useMemo(() => serverFieldErrorsOf<Extract<keyof Values, string>>(error), [error]);
}
