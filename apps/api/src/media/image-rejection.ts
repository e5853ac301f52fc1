import { HttpError, invalidField, tooManyRequests } from '../http/errors.js';
import { ImageRejectedError } from './image-upload.js';
import { ImageQueueFullError } from './image-work-queue.js';

/** An image refusal as the HTTP answer of D6: 413 for size, otherwise 422 naming the upload field. */
function toHttpError(error: ImageRejectedError): HttpError {
  return error.statusCode === 413
    ? new HttpError(413, error.message, [{ field: error.field, message: error.message }])
    : invalidField(error.field, error.message);
}

/**
 * Runs an image step and turns its refusal into the HTTP error (a full queue is a 429 with Retry-After, ADR
 * 0121); other errors pass through.
 */
export async function asHttpImageErrors<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ImageQueueFullError) throw tooManyRequests(error.retryAfterSeconds);
    throw error instanceof ImageRejectedError ? toHttpError(error) : error;
  }
}
