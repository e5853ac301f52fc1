import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { RouteSettings } from '../contract/contract-routes.js';
import { CACHED_READS, type ResponseCache } from './response-cache.js';

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

function answerNotModifiedWith(cache: ResponseCache | undefined): onSendHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      done(null, payload);
      return;
    }
    // A kept answer (response-cache.ts) remembers its tag, so a hit hashes nothing.
    const kept = cache?.answerOf(request);
    const sameAnswer = kept !== undefined && kept.payload === payload;
    const etag = (sameAnswer ? kept.etag : undefined) ?? entityTag(payload);
    if (sameAnswer) kept.etag = etag;
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
}

/**
 * The route settings of the reads: the response cache's look-up and keeping on the hot reads (when the
 * cache is on), and the conditional answer on the public ones, after the answer has been kept.
 */
export function readRouteSettings(cache: ResponseCache | undefined): RouteSettings {
  const settings: RouteSettings = {};
  if (cache) {
    for (const operationId of CACHED_READS)
      settings[operationId] = { preHandler: cache.lookUp, onSend: [cache.keep] };
  }
  const answerNotModified = answerNotModifiedWith(cache);
  for (const operationId of CONDITIONAL_READS) {
    const onSend = settings[operationId]?.onSend;
    settings[operationId] = {
      ...settings[operationId],
      onSend: [...(Array.isArray(onSend) ? onSend : []), answerNotModified],
    };
  }
  return settings;
}
