import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toFieldErrors } from '../contract/validation-messages.js';
import type { ValidationError } from '../contract/request-validation.js';
import { errorEnvelope } from './envelope.js';
import { HttpError } from './errors.js';

const GENERIC_MESSAGE = 'Something went wrong';

// Fastify and plugin errors that mean "the request body is not what this operation takes" (D6: a 422).
const BAD_BODY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request must be multipart/form-data',
  FST_PARTS_LIMIT: 'The form has too many fields',
  FST_FILES_LIMIT: 'The form has too many files',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form has a forbidden field name',
};

const TOO_LARGE_CODES = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE']);

function send(reply: FastifyReply, status: number, body: ReturnType<typeof errorEnvelope>): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one error handler: every failure leaves as the envelope (D5) with a standard status (D7), never a
 * stack trace. Unknown errors are logged with their stack and answered with a generic 500.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    return send(reply, error.statusCode, errorEnvelope(error.statusCode, error.message, error.errors));
  }
  if (error.validation) {
    const errors = toFieldErrors(error.validation as ValidationError[], error.validationContext ?? 'body');
    const message = errors[0]?.message ?? 'Invalid request';
    return send(reply, 422, errorEnvelope(422, message, errors.length ? errors : undefined));
  }
  const badBody = error.code ? BAD_BODY_CODES[error.code] : undefined;
  if (badBody) return send(reply, 422, errorEnvelope(422, badBody, [{ field: 'body', message: badBody }]));
  if (error.code && TOO_LARGE_CODES.has(error.code)) {
    const message =
      error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'File size is too large' : 'The request is too large';
    return send(reply, 413, errorEnvelope(413, message));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return send(reply, 429, errorEnvelope(429, error.message));
  }
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, status, errorEnvelope(status, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, errorEnvelope(500, GENERIC_MESSAGE));
}

const ROUTABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods that have a route at this path (empty when the path itself is unknown). */
function allowedMethods(request: FastifyRequest, path: string): string[] {
  return ROUTABLE_METHODS.filter((method) => request.server.findRoute({ method, url: path }) !== null);
}

/**
 * No route for this method and path: a 405 with `Allow` when the path exists with other methods (D37),
 * otherwise a 404. Both in the envelope.
 */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = allowedMethods(request, path);
  if (allowed.length > 0) {
    reply.header('allow', allowed.join(', '));
    return send(reply, 405, errorEnvelope(405, `Method ${request.method} is not allowed on ${path}`));
  }
  return send(reply, 404, errorEnvelope(404, `Route ${request.method} ${path} not found`));
}
