import type { FieldError } from './envelope.js';

/**
 * An error a client is meant to see: its status and message go out in the envelope as they are. Anything
 * else thrown in a handler becomes a 500 with a generic message (and a log line with the stack).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 404 | 409 | 413 | 422 | 429 | 501 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 422 whose first entry is what the web app shows (D6); `message` repeats it for simple clients. */
export function validationFailed(errors: [FieldError, ...FieldError[]]): HttpError {
  return new HttpError(422, errors[0].message, errors);
}

export function invalidField(field: string, message: string): HttpError {
  return validationFailed([{ field, message }]);
}

const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE, undefined, { 'retry-after': String(seconds) });
}
