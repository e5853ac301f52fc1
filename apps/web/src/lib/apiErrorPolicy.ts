import { ApiError } from '@devlearn/api-client';
import { notifyError, notifyErrorOf, type ToastPlacement } from './notifications';

/**
 * How a failed query or mutation is told to the user; set per hook through TanStack Query's `meta`.
 * This is the ONE place that turns API errors into the toasts of spec section 8.
 */
export interface ApiErrorPolicy {
  /**
   * 'toast': the error's own text (default for mutations). 'log': spec says "only logged" (default for queries).
   * `{ message }`: a fixed text instead of the server's (e.g. 'Failed to delete comment').
   */
  report?: 'toast' | 'log' | { message: string };
  /** Where the toast shows. Default: 'standard'. */
  placement?: ToastPlacement;
  /**
   * A 401 that survived the silent renewal means the session is gone: the client's onAuthFailure clears it and
   * opens the login page, so no toast (D31; a 403 is a refused action and shows the server's message). On the
   * sign-in form itself a 401/403 is the form's answer ('Invalid email or password').
   */
  authErrorsAreAnswers?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiErrorPolicy;
    mutationMeta: ApiErrorPolicy;
  }
}

export function reportApiError(error: unknown, policy: ApiErrorPolicy, defaultReport: 'toast' | 'log') {
  const report = policy.report ?? defaultReport;
  const placement = policy.placement ?? 'standard';
  if (error instanceof ApiError && error.isAuthFailure && !policy.authErrorsAreAnswers) return;
  // Spec section 8: a 422 always shows its first field message, even where other failures are only logged.
  const isValidationError = error instanceof ApiError && error.status === 422;
  if (report === 'log' && !isValidationError) {
    console.error(error);
    return;
  }
  if (typeof report === 'object' && !isValidationError) {
    notifyError(report.message, placement);
    return;
  }
  notifyErrorOf(error, placement);
}
