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

/**
 * What a form screen takes from the mutation that sends it: `isSubmitting` while it is on its way, and its
 * `serverFieldErrors`, kept stable between renders so a screen applies the messages once per failure.
 */
export function useFormSubmission<Values extends object>(mutation: { isPending: boolean; error: unknown }) {
  const { isPending, error } = mutation;
  const serverFieldErrors = useMemo(() => serverFieldErrorsOf<Extract<keyof Values, string>>(error), [error]);
  return { isSubmitting: isPending, serverFieldErrors };
}
