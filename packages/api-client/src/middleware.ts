import type { Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromEnvelope, FALLBACK_ERROR_MESSAGE } from './errors';

/** Adds `Authorization: Bearer <token>` when a token is stored (spec section 7: on every request). */
export function bearerTokenMiddleware(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Aborts a call that takes longer than `timeoutMs`, keeping any signal the caller (e.g. TanStack Query) passed. */
export function timeoutMiddleware(timeoutMs: number): Middleware {
  return {
    onRequest({ request }) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { signal });
    },
  };
}

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('application/json');

/**
 * Turns every unsuccessful answer into one thrown ApiError: a non-2xx status, or a JSON envelope whose
 * `success` flag is not true (spec section 7). A 401 on a call that carried a token (after the client's one
 * renewal, D30) also hands control to `onAuthFailure` (D31); a 401 on the login form itself does not.
 */
export function envelopeMiddleware(onAuthFailure?: (error: ApiError) => void): Middleware {
  return {
    async onResponse({ request, response }) {
      if (!isJson(response)) {
        if (response.ok) return undefined;
        throw new ApiError(response.status, FALLBACK_ERROR_MESSAGE);
      }
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success;
      if (response.ok && success === true) return undefined;
      const error = apiErrorFromEnvelope(response.status, body);
      if (error.isAuthFailure && request.headers.has('Authorization')) onAuthFailure?.(error);
      throw error;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      return new ApiError(0, FALLBACK_ERROR_MESSAGE);
    },
  };
}
