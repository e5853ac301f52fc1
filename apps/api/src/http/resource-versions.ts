import type { Redis } from 'ioredis';
import type { ResourceRef } from '../contract/cache-policy.js';

/**
 * A counter per resource name, moved by the writes that touch it (ADR 0131). The response cache keeps an answer
 * under the counters of the resources it was made from, read before its handler ran, and gives it again only
 * while they stand. Names:
 * - `*` moves with every write that declares nothing (so it retires everything);
 * - `comments` moves with every write to any part of comments (what a read of all of it checks);
 * - `comments:*` moves with a write to the whole of comments (what a read of one part checks as well);
 * - `comments:<lesson id>` moves with a write to that part.
 */
export interface ResourceVersions {
  /** The counters of these names now, as one string (equal strings: nothing they name was written). */
  read(names: readonly string[]): string | Promise<string>;
  /** Moves the counters of these names; resolved once every process will read the new counters. */
  retire(names: readonly string[]): void | Promise<void>;
}

export const EVERYTHING = '*';

/** The names a read made from these resources depends on. */
export function namesToRead(refs: readonly ResourceRef[], params: Record<string, unknown>): string[] {
  const names = [EVERYTHING];
  for (const { resource, keyParam } of refs) {
    if (keyParam === undefined) names.push(resource);
    else names.push(`${resource}:*`, `${resource}:${String(params[keyParam])}`);
  }
  return names;
}

/** The names a successful write of these resources moves. */
export function namesToRetire(refs: readonly ResourceRef[] | 'everything', params: Record<string, unknown>) {
  if (refs === 'everything') return [EVERYTHING];
  const names: string[] = [];
  for (const { resource, keyParam } of refs) {
    if (keyParam === undefined) names.push(resource, `${resource}:*`);
    else names.push(resource, `${resource}:${String(params[keyParam])}`);
  }
  return names;
}

/**
 * The counters in this process's memory: enough for one server process. `externalVersion` is joined to every
 * read: it moves when another process wrote to the store in a way this one cannot see (SQLite's
 * `PRAGMA data_version`, see DatabaseHandle.otherProcessCommits), which retires everything.
 */
export function memoryResourceVersions(externalVersion: () => number = () => 0): ResourceVersions {
  // Names come from the path parameters of writes that succeeded, so they are bounded by the rows that exist.
  const counters = new Map<string, number>();
  return {
    read(names) {
      let version = String(externalVersion());
      for (const name of names) version += `.${counters.get(name) ?? 0}`;
      return version;
    },
    retire(names) {
      for (const name of names) counters.set(name, (counters.get(name) ?? 0) + 1);
    },
  };
}

const REDIS_PREFIX = 'devlearn:resource-version:';

/** The counters cannot be read: the read answers without the cache (and nothing is kept). */
export class VersionsUnavailable extends Error {}

/**
 * The counters in Redis, shared by every process of a deployment (REDIS_URL): a write's answer leaves only
 * once its retirement is stored, so a reader on another process never gives a kept answer older than a write
 * its client has seen acknowledged. One MGET per kept read, one MULTI of INCRs per write. While Redis is down
 * (`isUp`; the Redis plugin logs the outage once) reads answer without the cache at once and writes retire
 * nothing: no process gives a kept answer then, and those kept before expire within their maxAgeMs.
 */
export function redisResourceVersions(
  redis: Redis,
  isUp: () => boolean,
  externalVersion: () => number = () => 0,
): ResourceVersions {
  return {
    async read(names) {
      if (!isUp()) throw new VersionsUnavailable('Redis is down');
      const values = await redis.mget(names.map((name) => REDIS_PREFIX + name));
      return `${externalVersion()}.${values.map((value) => value ?? '0').join('.')}`;
    },
    async retire(names) {
      if (!isUp()) return;
      const multi = redis.multi();
      for (const name of names) multi.incr(REDIS_PREFIX + name);
      const results = await multi.exec();
      const failed = results?.find(([error]) => error !== null);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis discarded the retirement');
    },
  };
}
