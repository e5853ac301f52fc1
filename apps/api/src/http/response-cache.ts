import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { OperationId } from '../contract/handler-types.js';

/**
 * The hot reads answered from memory while the data behind them has not changed (issue 11 point 4, D42).
 * An answer is kept per URL and viewer together with the store's data version read before the handler ran
 * (`app.dataVersion`: on SQLite the rows this process changed plus the commits of other processes; on
 * PostgreSQL the transaction snapshot). It is given again only while the version is the same, so a write
 * from anywhere, even one that committed while the answer was being made, retires every kept answer; and
 * only for a short time, because a few answers also move with the clock (an enrolment that expires, likes
 * leaving the trending window). Only 200 answers are kept, never errors.
 */
export const CACHED_READS = [
  'listCourses',
  'searchCourses',
  'getCourse',
  'getLesson',
  'listComments',
  'listBlogs',
  'getBlog',
] as const satisfies readonly OperationId[];

export interface ResponseCacheOptions {
  /** The store's data version (see DatabaseHandle.dataVersion). */
  dataVersion: () => string | Promise<string>;
  /** How long an answer may be given again, in ms; the clock is Date.now, so tests' fake timers apply. */
  ttlMs?: number;
  maxEntries?: number;
  /** Larger answers are not kept (a long comment page of long comments). */
  maxEntryBytes?: number;
}

export interface CachedAnswer {
  version: string;
  /** The answer's bytes, encoded once when kept: a hit sends them as they are (no UTF-8 pass, no length pass). */
  payload: Buffer;
  expiresAt: number;
  /** The ETag of the payload, once the conditional-read hook has worked it out. */
  etag?: string;
}

interface CacheState {
  key: string;
  version: string;
  hit: CachedAnswer | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    responseCache?: CacheState;
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
export const RESPONSE_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 2000;
const MAX_ENTRY_BYTES = 256 * 1024;

export function createResponseCache(options: ResponseCacheOptions) {
  const ttlMs = options.ttlMs ?? RESPONSE_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxEntryBytes = options.maxEntryBytes ?? MAX_ENTRY_BYTES;
  // Map order is insertion order: a hit moves its entry to the young end, and the oldest goes first.
  const entries = new Map<string, CachedAnswer>();

  function answerFrom(request: FastifyRequest, reply: FastifyReply, key: string, version: string): boolean {
    const entry = entries.get(key);
    const fresh = entry !== undefined && entry.version === version && entry.expiresAt > Date.now();
    if (entry && !fresh) entries.delete(key);
    request.responseCache = { key, version, hit: fresh ? entry : undefined };
    if (!fresh) return false;
    entries.delete(key);
    entries.set(key, entry);
    reply.header('content-type', JSON_CONTENT_TYPE);
    reply.send(entry.payload);
    return true;
  }

  /** Before the handler: the kept answer when its version is current (the handler then does not run). */
  const lookUp: preHandlerHookHandler = (request, reply, done) => {
    // The viewer is part of the key: answers carry personal flags (liked, enrolled, progress).
    const key = `${request.method} ${request.url} ${request.user?.id ?? ''}`;
    const version = options.dataVersion();
    if (typeof version === 'string') {
      if (!answerFrom(request, reply, key, version)) done();
      return;
    }
    version.then(
      (current) => {
        if (!answerFrom(request, reply, key, current)) done();
      },
      (error: Error) => done(error),
    );
  };

  /** After the handler: a fresh 200 answer is kept under the version read before the handler ran. */
  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const state = request.responseCache;
    if (
      state &&
      !state.hit &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.length <= maxEntryBytes
    ) {
      const bytes = Buffer.from(payload);
      entries.set(state.key, { version: state.version, payload: bytes, expiresAt: Date.now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // The same bytes go out now, so the conditional-read hook sees the kept answer and keeps its tag.
      done(null, bytes);
      return;
    }
    done(null, payload);
  };

  return {
    lookUp,
    keep,
    /** The kept answer a request is being given, if any (the conditional-read hook reuses its ETag). */
    answerOf(request: FastifyRequest): CachedAnswer | undefined {
      const state = request.responseCache;
      return state?.hit ?? (state ? entries.get(state.key) : undefined);
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
