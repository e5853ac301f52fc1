import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { extensionOfKey, type MediaExtension } from './media-limits.js';

/** An inclusive byte range of a stored file. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** A stored file: its size, and its bytes (all, or one range) as a stream. */
export interface StoredFile {
  size: number;
  open(range?: ByteSpan): Promise<Readable>;
}

/** A stored key and when it was stored (ms since the epoch), as the orphan sweep lists them (ADR 0123). */
export interface ListedMedia {
  key: string;
  storedAt: number;
}

/**
 * Uploads and catalogue media, addressed only by random keys (D26): the uploader's file name is never kept, and
 * a key is checked against the key pattern before it names a file. Two kinds: a folder (by default
 * `$DATA_DIR/media`, below) and an S3-compatible bucket (s3-media-store.ts, when S3_BUCKET is set).
 */
export interface MediaStore {
  /** Where the files live: a folder, or `s3://bucket/prefix`. */
  readonly root: string;
  /** Stores bytes under a new random key and returns the key (e.g. `3c5e7a9b1d2f4e6a8b0c2d4e.jpg`). */
  save(bytes: Uint8Array, extension: MediaExtension): Promise<string>;
  /** Copies a file (e.g. a catalogue video) under a new random key and returns the key. */
  importFile(sourcePath: string, extension: MediaExtension): Promise<string>;
  /** Removes a stored file; a missing key or file is not an error (deleting twice is harmless). */
  remove(key: string | null | undefined): Promise<void>;
  /** A stored file, or null when there is none. */
  find(key: string): Promise<StoredFile | null>;
  /** At most `limit` stored keys in key order, after `after` when given (the orphan sweep's pages, ADR 0123). */
  list(after: string | undefined, limit: number): Promise<ListedMedia[]>;
  /**
   * Stores that serve files themselves (a bucket) give a signed, expiring, range-capable link to a file, so a
   * video streams from the store, not through this server. A folder has none: the server streams it.
   */
  signedUrl?(key: string, contentType: string, ttlSeconds: number): Promise<string>;
}

export function newMediaKey(extension: MediaExtension): string {
  return `${randomBytes(12).toString('hex')}.${extension}`;
}

export function createMediaStore(root: string): MediaStore {
  const pathOf = (key: string): string | null => (extensionOfKey(key) ? path.join(root, key) : null);
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true }));

  // Write to a temporary name first, then rename: a reader never sees half a file.
  async function placeAtomically(key: string, write: (tmp: string) => Promise<void>): Promise<string> {
    await ensureRoot();
    const tmp = path.join(root, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await write(tmp);
      await rename(tmp, path.join(root, key));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return key;
  }

  return {
    root,
    save: (bytes, extension) => {
      const key = newMediaKey(extension);
      return placeAtomically(key, (tmp) => writeFile(tmp, bytes));
    },
    importFile: (sourcePath, extension) => {
      const key = newMediaKey(extension);
      return placeAtomically(key, (tmp) => copyFile(sourcePath, tmp));
    },
    remove: async (key) => {
      const file = key ? pathOf(key) : null;
      if (file) await rm(file, { force: true });
    },
    find: async (key) => {
      const file = pathOf(key);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          size: info.size,
          open: async (range) => createReadStream(file, range ? { start: range.start, end: range.end } : {}),
        };
      } catch {
        return null;
      }
    },
    list: async (after, limit) => {
      let names: string[];
      try {
        names = await readdir(root);
      } catch {
        return [];
      }
      // Temporary files of writes in progress start with a dot and match no key.
      const keys = names
        .filter((name) => extensionOfKey(name) && (after === undefined || name > after))
        .sort()
        .slice(0, limit);
      const listed = await Promise.all(
        keys.map(async (key) => {
          try {
            return { key, storedAt: (await stat(path.join(root, key))).mtimeMs };
          } catch {
            return null; // removed meanwhile
          }
        }),
      );
      return listed.filter((entry): entry is ListedMedia => entry !== null);
    },
  };
}

/** Where uploads and catalogue media live by default (D26). */
export function mediaRootFor(dataDir: string): string {
  return path.join(dataDir, 'media');
}
