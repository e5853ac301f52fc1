import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { OperationCachePolicy } from '../contract/cache-policy.js';
import type { RouteSettings } from '../contract/contract-routes.js';
import type { ResponseCache } from './response-cache.js';

/**
 * The public reads a client repeats (the contract's `x-cache` with `conditional: true`: the catalogue, a course
 * and a blog). Their answer carries an `ETag` (a hash of the exact bytes sent, so it changes whenever the body
 * does, personal flags included) and a client that sends it back in `If-None-Match` gets `304 Not Modified`
 * without the body. `no-cache` makes caches ask every time; an answer for a bearer token is `private` and
 * varies with it.
 */
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
 * The route settings the contract's cache policies give (ADR 0131): on a kept read, the response cache's look-up
 * and keeping (when the cache is on), and the conditional answer after the answer has been kept; on a write,
 * the retirement of what it changed.
 */
export function cacheRouteSettings(
  policies: readonly OperationCachePolicy[],
  cache: ResponseCache | undefined,
): RouteSettings {
  const settings: RouteSettings = {};
  const answerNotModified = answerNotModifiedWith(cache);
  for (const policy of policies) {
    const onSend: onSendHookHandler[] = [];
    let preHandler;
    if (cache && policy.kept) {
      preHandler = cache.lookUpFor(policy.operationId, policy.kept);
      onSend.push(cache.keep);
    }
    if (policy.kept?.conditional) onSend.push(answerNotModified);
    if (cache && (policy.retires === 'everything' || policy.retires.length > 0)) {
      onSend.push(cache.retireFor(policy));
    }
    if (onSend.length === 0) continue;
    settings[policy.operationId] = { onSend, ...(preHandler ? { preHandler } : {}) };
  }
  return settings;
}
