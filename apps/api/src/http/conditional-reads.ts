import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { RouteSettings } from '../contract/contract-routes.js';

/**
 * The public reads a client repeats (issue 11 point 4): the catalogue, a course and a blog. Their answer
 * carries an `ETag` (a hash of the exact bytes sent, so it changes whenever the body does, personal flags
 * included) and a client that sends it back in `If-None-Match` gets `304 Not Modified` without the body.
 * `no-cache` makes caches ask every time; an answer for a bearer token is `private` and varies with it.
 */
const CONDITIONAL_READS = ['listCourses', 'getCourse', 'getBlog'] as const;

function entityTag(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** RFC 9110 13.1.2: weak comparison, a list of tags or `*`. */
function matchesAny(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

const answerNotModified: onSendHookHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload,
  done,
) => {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    done(null, payload);
    return;
  }
  const etag = entityTag(payload);
  reply.header('etag', etag);
  reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : 'no-cache');
  reply.header('vary', 'Authorization');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matchesAny(ifNoneMatch, etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    done(null, '');
    return;
  }
  done(null, payload);
};

export const conditionalReadSettings: RouteSettings = Object.fromEntries(
  CONDITIONAL_READS.map((operationId) => [operationId, { onSend: answerNotModified }]),
);
