import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope.js';

// D5/D37: refusals made before a request reaches a route still answer with the envelope. Two kinds:
// - the HTTP parser refused the request (headers or URL over the limit, malformed request line): Node emits
//   `clientError` with the raw socket, and there is no request object to reply through;
// - the router refused the URL (a malformed percent-encoding, a path parameter over its length limit):
//   Fastify calls `frameworkErrors` with a request and reply.

const PARSER_REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers or URL are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};
const MALFORMED = { status: 400, message: 'The request is malformed' };

/** Fastify's `clientErrorHandler`: writes the envelope straight to the socket, then closes it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code && PARSER_REFUSALS[error.code]) || MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

const ROUTER_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The request URL is malformed' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The request URL is too long' },
};

/** Fastify's `frameworkErrors`: the router's refusals as the envelope. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, message } = ROUTER_REFUSALS[error.code] ?? fallbackRefusal(error.statusCode);
  return reply.code(status).type('application/json; charset=utf-8').send(errorEnvelope(status, message));
}

function fallbackRefusal(statusCode: number | undefined): { status: number; message: string } {
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, message: STATUS_CODES[statusCode] ?? 'Bad request' };
  }
  return { status: 500, message: 'Something went wrong' };
}
