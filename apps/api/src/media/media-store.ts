import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extensionOfKey, type MediaExtension } from './media-limits.js';

/**
 * Files under one folder (by default `$DATA_DIR/media`), addressed only by random keys (D26): the uploader's
 * file name never reaches the disk, and a key is checked against the key pattern before it becomes a path, so
 * no request can reach outside the folder.
 */
export interface MediaStore {
  readonly root: string;
  /** Stores bytes under a new random key and returns the key (e.g. `3c5e7a9b1d2f4e6a8b0c2d4e.jpg`). */
  save(bytes: Uint8Array, extension: MediaExtension): Promise<string>;
  /** Copies a file (e.g. a catalogue video) under a new random key and returns the key. */
  importFile(sourcePath: string, extension: MediaExtension): Promise<string>;
  /** Removes a stored file; a missing key or file is not an error (deleting twice is harmless). */
  remove(key: string | null | undefined): Promise<void>;
  /** The size and path of a stored file, or null when there is none. */
  find(key: string): Promise<{ path: string; size: number } | null>;
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
        return info.isFile() ? { path: file, size: info.size } : null;
      } catch {
        return null;
      }
    },
  };
}

/** Where uploads and catalogue media live by default (D26). */
export function mediaRootFor(dataDir: string): string {
  return path.join(dataDir, 'media');
}
