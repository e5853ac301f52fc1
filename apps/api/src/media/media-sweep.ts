import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MediaExtension } from './media-limits.js';
import { extensionOfKey } from './media-limits.js';
import { referencedAmong } from './media-references.js';
import type { MediaStore } from './media-store.js';

/**
 * The orphan sweep (ADR 0123): stored images that no row names (a blog image or avatar left by a failed or
 * lost write) are removed, a bounded batch per run. Videos and other course media are never candidates, nor
 * is anything stored recently, so an upload or a catalogue import still on its way to its row is left alone.
 */
export const MEDIA_SWEEP = {
  /** A key younger than this is never swept: its row may still be coming. */
  minAgeMs: 60 * 60 * 1000,
  /** Keys listed per run (the next run goes on after the last one). */
  maxListed: 10_000,
  /** Keys removed per run at most. */
  maxRemoved: 1_000,
  /** The background runs: the first shortly after start, then this often. */
  firstRunDelayMs: 30 * 1000,
  intervalMs: 60 * 60 * 1000,
} as const;

/** The kinds of file an upload stores (blog images, avatars): the only ones the sweep removes. */
const SWEPT_EXTENSIONS: ReadonlySet<MediaExtension> = new Set(['png', 'jpg', 'jpeg', 'webp']);

export interface MediaSweepOptions {
  /** Where the run starts in key order (the `next` of the run before); from the first key when undefined. */
  after?: string | undefined;
  now?: number;
  minAgeMs?: number;
  maxListed?: number;
  maxRemoved?: number;
}

export interface MediaSweepResult {
  /** Keys looked at. */
  listed: number;
  /** The orphans removed. */
  removed: string[];
  /** Where the next run goes on; undefined when this run reached the end of the store. */
  next: string | undefined;
}

export async function sweepOrphanedMedia(
  deps: { db: Kysely<Database>; media: MediaStore },
  options: MediaSweepOptions = {},
): Promise<MediaSweepResult> {
  const now = options.now ?? Date.now();
  const minAgeMs = options.minAgeMs ?? MEDIA_SWEEP.minAgeMs;
  const maxListed = options.maxListed ?? MEDIA_SWEEP.maxListed;
  const maxRemoved = options.maxRemoved ?? MEDIA_SWEEP.maxRemoved;

  const listed = await deps.media.list(options.after, maxListed);
  const candidates = new Set(
    listed
      .filter(({ key, storedAt }) => {
        const extension = extensionOfKey(key);
        return extension !== null && SWEPT_EXTENSIONS.has(extension) && storedAt <= now - minAgeMs;
      })
      .map(({ key }) => key),
  );
  const referenced = await referencedAmong(deps.db, candidates);
  const orphans = [...candidates].filter((key) => !referenced.has(key)).slice(0, maxRemoved);
  for (const key of orphans) await deps.media.remove(key);

  // A run that stopped at its removal bound goes on after the last key it removed, so nothing is skipped.
  const stoppedEarly = orphans.length === maxRemoved && candidates.size - referenced.size > maxRemoved;
  const last = stoppedEarly ? orphans[orphans.length - 1] : listed[listed.length - 1]?.key;
  const reachedEnd = !stoppedEarly && listed.length < maxListed;
  return { listed: listed.length, removed: orphans, next: reachedEnd ? undefined : last };
}
