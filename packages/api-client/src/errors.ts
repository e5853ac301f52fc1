import type { components } from './schema.gen';

type FieldError = components['schemas']['FieldError'];

/** The spec's fallback text when the server gives no usable message (spec section 8). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/**
 * The one error shape every failed call rejects with. `message` is already the text a user should see:
 * the first field message of a 422, otherwise the server's message, otherwise 'Something went wrong'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  /** The `errors` of a 422, first entry first. */
  readonly fieldErrors: readonly FieldError[];

  constructor(status: number, message: string, fieldErrors: readonly FieldError[] = []) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  /**
   * Whether the server refused the session: a 401 (D31). A 403 is a refused action (another learner's comment,
   * commenting without enrolment) whose message the learner sees; the session stays.
   */
  get isAuthFailure(): boolean {
    return this.status === 401;
  }
}

interface EnvelopeLike {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).field === 'string' &&
  typeof (value as FieldError).message === 'string';

/** Builds the ApiError for a response whose envelope is not a success. */
export function apiErrorFromEnvelope(status: number, body: unknown): ApiError {
  const envelope: EnvelopeLike = typeof body === 'object' && body !== null ? body : {};
  const fieldErrors = Array.isArray(envelope.errors) ? envelope.errors.filter(isFieldError) : [];
  const serverMessage =
    typeof envelope.message === 'string' && envelope.message.trim() !== '' ? envelope.message : undefined;
  const message =
    (status === 422 ? fieldErrors[0]?.message : undefined) ?? serverMessage ?? FALLBACK_ERROR_MESSAGE;
  return new ApiError(status, message, fieldErrors);
}

/** The text to show for any error a call (or anything else) threw. */
export function toUserMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : FALLBACK_ERROR_MESSAGE;
}
