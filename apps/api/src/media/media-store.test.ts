import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createMediaStore } from './media-store.js';

const freshStore = async () =>
  createMediaStore(path.join(await mkdtemp(path.join(tmpdir(), 'media-')), 'media'));

describe('media store', () => {
  it('stores bytes under a random 24-hex key with the extension, never a given name', async () => {
    const store = await freshStore();
    const first = await store.save(Buffer.from('one'), 'jpg');
    const second = await store.save(Buffer.from('two'), 'jpg');
    expect(first).toMatch(/^[0-9a-f]{24}\.jpg$/);
    expect(second).not.toBe(first);
    expect(await readFile(path.join(store.root, first), 'utf8')).toBe('one');
    const found = await store.find(first);
    expect(found?.size).toBe(3);
    expect(await text(await found!.open({ start: 1, end: 2 }))).toBe('ne');
  });

  it('copies a file in and leaves no temporary files behind', async () => {
    const store = await freshStore();
    const source = path.join(path.dirname(store.root), 'clip.mp4');
    await writeFile(source, 'video bytes');
    const key = await store.importFile(source, 'mp4');
    expect(await readdir(store.root)).toEqual([key]);
  });

  it('removes a file, and removing again or removing nothing is harmless', async () => {
    const store = await freshStore();
    const key = await store.save(Buffer.from('x'), 'png');
    await store.remove(key);
    await store.remove(key);
    await store.remove(null);
    expect(await store.find(key)).toBeNull();
  });

  it('never resolves a key that could leave the folder', async () => {
    const store = await freshStore();
    expect(await store.find('../../etc/passwd')).toBeNull();
    expect(await store.find('..%2f..%2fsecret.png')).toBeNull();
    await expect(store.remove('../outside.png')).resolves.toBeUndefined();
  });
});
