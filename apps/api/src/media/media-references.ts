import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { decodeImageSrcset } from './image-srcset.js';

/** Rows read per statement while looking for references. */
const PAGE_SIZE = 1_000;

/**
 * Every column that names a stored file: blog images and their widths, avatars, course thumbnails and their
 * widths, lesson videos. A key none of them names is an orphan (ADR 0123).
 */
type Referencing = (after: string) => Promise<{ id: string; keys: (string | null)[] }[]>;

function referencingColumns(db: Kysely<Database>): Referencing[] {
  return [
    async (after) =>
      (
        await db
          .selectFrom('blogs')
          .select(['id', 'image_key', 'image_srcset'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE_SIZE)
          .execute()
      ).map((row) => ({
        id: row.id,
        keys: [row.image_key, ...decodeImageSrcset(row.image_srcset).map((width) => width.key)],
      })),
    async (after) =>
      (
        await db
          .selectFrom('users')
          .select(['id', 'avatar_key'])
          .where('id', '>', after)
          .where('avatar_key', 'is not', null)
          .orderBy('id')
          .limit(PAGE_SIZE)
          .execute()
      ).map((row) => ({ id: row.id, keys: [row.avatar_key] })),
    async (after) =>
      (
        await db
          .selectFrom('courses')
          .select(['id', 'thumbnail_key', 'thumbnail_srcset'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE_SIZE)
          .execute()
      ).map((row) => ({
        id: row.id,
        keys: [row.thumbnail_key, ...decodeImageSrcset(row.thumbnail_srcset).map((width) => width.key)],
      })),
    async (after) =>
      (
        await db
          .selectFrom('lessons')
          .select(['id', 'video_key'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE_SIZE)
          .execute()
      ).map((row) => ({ id: row.id, keys: [row.video_key] })),
  ];
}

/**
 * Which of `candidates` some row names. The tables are read in pages by id, so memory stays bounded by the
 * candidates, whatever the number of rows.
 */
export async function referencedAmong(db: Kysely<Database>, candidates: Set<string>): Promise<Set<string>> {
  const referenced = new Set<string>();
  if (candidates.size === 0) return referenced;
  for (const readPage of referencingColumns(db)) {
    let after = '';
    for (;;) {
      const rows = await readPage(after);
      for (const row of rows) {
        for (const key of row.keys) if (key && candidates.has(key)) referenced.add(key);
      }
      if (rows.length < PAGE_SIZE) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return referenced;
}
