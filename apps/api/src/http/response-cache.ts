import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { KeptRead, OperationCachePolicy } from '../contract/cache-policy.js';
import type { OperationId } from '../contract/handler-types.js';
import {
  namesToRead,
  namesToRetire,
  VersionsUnavailable,
  type ResourceVersions,
} from './resource-versions.js';

/**
 * The reads the contract marks `x-cache` are answered from memory while the resources they were made from stand
 * (ADRs 0069, 0130, 0131). An answer is kept per operation, validated path and query values and viewer, with
 * the versions of its resources read before the handler ran, so a write that commits while it is being made
 * retires it too; and only for the operation's `maxAgeMs`, because a few answers also move with the clock (an
 * enrolment that expires, likes leaving the trending window). Only 200 answers are kept, never errors. The cache
 * holds at most `maxBytes` of answers (counted in UTF-8 bytes, with their keys), the oldest going first, and
 * answers over `maxEntryBytes` are not kept; expired answers are swept.
 */
export interface ResponseCacheOptions {
  /** Every operation's policy (contract/cache-policy.ts). */
  policies: readonly OperationCachePolicy[];
  versions: ResourceVersions;
  /** Where a retirement that failed (Redis gone) is reported. */
  log?: FastifyBaseLogger;
  /** The byte budget of all kept answers together. */
  maxBytes?: number;
  /** Larger answers are not kept (a long comment page of long comments). */
  maxEntryBytes?: number;
}

export interface CachedAnswer {
  version: string;
  /** The answer's bytes, encoded once when kept: a hit sends them as they are (no UTF-8 pass, no length pass). */
  payload: Buffer;
  expiresAt: number;
  /** What the entry counts against the budget: the payload, the key and the bookkeeping. */
  bytes: number;
  /** The ETag of the payload, once the conditional-read hook has worked it out. */
  etag?: string;
}

interface CacheState {
  key: string;
  version: string;
  maxAgeMs: number;
  hit: CachedAnswer | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    responseCache?: CacheState;
    /** The resources a write's handler says it touched, of those its x-retires declares (`retireOnly`). */
    retiresOnly?: readonly string[];
  }
  interface FastifyInstance {
    /** The kept answers (null when the app was built without them). */
    responseCache: ResponseCache | null;
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * For a write whose contract says `x-retires-which: handler` (ADR 0137): of the resources it declares, it touched
 * only these (by resource name), so only they are retired. Elsewhere it changes nothing: every declared one is.
 */
export function retireOnly(request: FastifyRequest, resources: readonly string[]): void {
  request.retiresOnly = resources;
}
export const RESPONSE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
export const RESPONSE_CACHE_MAX_ENTRY_BYTES = 256 * 1024;
/** The Map slot, the entry object and its Buffer's header, roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

type Values = Record<string, unknown> | undefined;

/**
 * The key of a kept answer: the method, the operation (its route pattern), the validated path values, the
 * validated query values of the parameters the contract declares (coerced and with their defaults, so
 * `?limit=003` and `?limit=3` are one answer), and the viewer. Undeclared query parameters are ignored, as the
 * handlers ignore them (ADR 0130): `?v=1` is the same answer as none.
 */
function keyOf(request: FastifyRequest, operationId: OperationId, read: KeptRead): string {
  const params = request.params as Values;
  const query = request.query as Values;
  const viewer = read.viewer === 'shared' ? '' : `own:${request.user?.id ?? ''}`;
  const parts: unknown[] = [request.method, operationId, viewer];
  for (const name of read.pathNames) parts.push(params?.[name]);
  for (const name of read.queryNames) parts.push(query?.[name]);
  return JSON.stringify(parts);
}

export function createResponseCache(options: ResponseCacheOptions) {
  const { versions } = options;
  const maxBytes = options.maxBytes ?? RESPONSE_CACHE_MAX_BYTES;
  const maxEntryBytes = options.maxEntryBytes ?? RESPONSE_CACHE_MAX_ENTRY_BYTES;
  // Map order is insertion order: the oldest kept answer is the first, and goes first when the budget is full.
  const entries = new Map<string, CachedAnswer>();
  let keptBytes = 0;

  function forget(key: string, entry: CachedAnswer) {
    entries.delete(key);
    keptBytes -= entry.bytes;
  }

  function sweepExpired() {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) forget(key, entry);
  }
  const shortestMaxAge = Math.min(...options.policies.flatMap((policy) => policy.kept?.maxAgeMs ?? []));
  const sweeper = Number.isFinite(shortestMaxAge) ? setInterval(sweepExpired, shortestMaxAge) : undefined;
  sweeper?.unref();

  function answerFrom(request: FastifyRequest, reply: FastifyReply, state: CacheState): boolean {
    const entry = entries.get(state.key);
    const fresh = entry !== undefined && entry.version === state.version && entry.expiresAt > Date.now();
    if (entry && !fresh) forget(state.key, entry);
    request.responseCache = state;
    if (!fresh) return false;
    state.hit = entry;
    reply.header('content-type', JSON_CONTENT_TYPE);
    reply.send(state.hit.payload);
    return true;
  }

  /** Without the versions nothing may be given or kept: the read runs as if there were no cache. */
  function unreadable(error: unknown) {
    if (error instanceof VersionsUnavailable) return;
    options.log?.warn({ err: error }, 'response cache: versions unreadable, answering without it');
  }

  /** Before the handler (after validation): the kept answer when its resources stand (the handler then does not run). */
  function lookUpFor(operationId: OperationId, read: KeptRead): preHandlerHookHandler {
    return (request, reply, done) => {
      const key = keyOf(request, operationId, read);
      const names = namesToRead(read.resources, request.params as Record<string, unknown>);
      let version: string | Promise<string>;
      try {
        version = versions.read(names);
      } catch (error) {
        unreadable(error);
        done();
        return;
      }
      const state = (current: string): CacheState => ({
        key,
        version: current,
        maxAgeMs: read.maxAgeMs,
        hit: undefined,
      });
      if (typeof version === 'string') {
        if (!answerFrom(request, reply, state(version))) done();
        return;
      }
      version.then(
        (current) => {
          if (!answerFrom(request, reply, state(current))) done();
        },
        (error: unknown) => {
          unreadable(error);
          done();
        },
      );
    };
  }

  /** After the handler: a fresh 200 answer is kept under the versions read before the handler ran. */
  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const state = request.responseCache;
    if (!state || state.hit || reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    // UTF-16 units never outnumber UTF-8 bytes, so a long string is refused before it is measured.
    if (payload.length > maxEntryBytes || Buffer.byteLength(payload) > maxEntryBytes) {
      done(null, payload);
      return;
    }
    const bytes = Buffer.from(payload);
    const previous = entries.get(state.key);
    if (previous) forget(state.key, previous);
    const entry: CachedAnswer = {
      version: state.version,
      payload: bytes,
      expiresAt: Date.now() + state.maxAgeMs,
      bytes: bytes.byteLength + Buffer.byteLength(state.key) + ENTRY_OVERHEAD_BYTES,
    };
    entries.set(state.key, entry);
    keptBytes += entry.bytes;
    for (const [key, oldest] of entries) {
      if (keptBytes <= maxBytes) break;
      forget(key, oldest);
    }
    // The same bytes go out now, so the conditional-read hook sees the kept answer and keeps its tag.
    done(null, bytes);
  };

  /**
   * After a write's handler, before its answer leaves: the resources it declares are retired, unless it was
   * refused (4xx: nothing changed). A 5xx retires too, since part of the work may have been done.
   */
  function retireFor(policy: OperationCachePolicy): onSendHookHandler {
    return (request, reply, payload, done) => {
      if (reply.statusCode >= 400 && reply.statusCode < 500) {
        done(null, payload);
        return;
      }
      const only = policy.narrowedByHandler ? request.retiresOnly : undefined;
      const refs =
        only && policy.retires !== 'everything'
          ? policy.retires.filter((ref) => only.includes(ref.resource))
          : policy.retires;
      const names = namesToRetire(refs, request.params as Record<string, unknown>);
      const failed = (error: unknown) => {
        // Other processes then give their kept answers until those expire (maxAgeMs at most).
        options.log?.error({ err: error, names }, 'response cache: could not retire what a write changed');
        done(null, payload);
      };
      try {
        const retired = versions.retire(names);
        if (retired instanceof Promise) retired.then(() => done(null, payload), failed);
        else done(null, payload);
      } catch (error) {
        failed(error);
      }
    };
  }

  return {
    lookUpFor,
    keep,
    retireFor,
    /**
     * For a writer outside the contract's operations (a test or a script writing straight to the store): retires
     * these resources, whole (`courses`) or one part (`courses:<course id>`), as a write declaring them would.
     */
    retire(resources: readonly string[]): void | Promise<void> {
      const names = resources.flatMap((name) => {
        const [resource = name, key] = name.split(':');
        return namesToRetire([key === undefined ? { resource } : { resource, keyParam: 'key' }], { key });
      });
      return versions.retire(names);
    },
    sweepExpired,
    /** The kept answer a request is being given, if any (the conditional-read hook reuses its ETag). */
    answerOf(request: FastifyRequest): CachedAnswer | undefined {
      const state = request.responseCache;
      return state?.hit ?? (state ? entries.get(state.key) : undefined);
    },
    get size() {
      return entries.size;
    },
    /** The bytes the kept answers count against the budget. */
    get bytes() {
      return keptBytes;
    },
    close() {
      if (sweeper) clearInterval(sweeper);
      entries.clear();
      keptBytes = 0;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
