import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';
import { COURSE_SEARCH_PREFIXES } from './011-course-search-prefixes.js';
import { createBm25Index, dropBm25Index } from './013-search-rows.js';

// ADRs 0017 and 0018: course search ranks by where the words are, then by likes (D16),
// instead of by bm25 / ts_rank, so that SQLite can answer a page without scoring every match.
//
// A course's tier is the first of these field sets that holds every word of the query: the title; the title and
// the lesson titles; those and the subtitle; everything (the about text too). Inside a tier the most liked come
// first, then the course indexed first. bm25 had to score every match before the first could be known, so
// its cost grew with the catalogue (ADR 0016).
//
// SQLite keeps one FTS5 index per tier, each over its fields ("contentless": it holds no text, only which row has
// which word), and the row a course has in them is its ranking key: fewer likes, higher key; then `search_row`.
// FTS5 walks its lists in key order, so a tier's first 100 matches are its 100 best and the walk stops there
// (bench/search-floor.mjs measures it). The key moves when the
// course's likes do: the triggers delete the old key from the four indexes and add the new one in the same
// statement as the like. PostgreSQL ranks by the same tiers from its one weighted document (title A, lesson titles
// B, subtitle C, about D): a tier is a query restricted to its weights. Its GIN index hands back matches in no
// order, so every match is still read there.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The field sets of the tiers, best first; the index of tier n is `course_search_tier{n}`. */
export const SEARCH_TIERS = [
  ['title'],
  ['title', 'lesson_titles'],
  ['title', 'lesson_titles', 'sub_title'],
  ['title', 'lesson_titles', 'sub_title', 'about'],
] as const;

export const searchTierTable = (tier: number) => `course_search_tier${tier + 1}`;

// Likes up to 2^30 (more are ranked as 2^30), search rows up to 2^32: the key fits SQLite's signed 64 bits.
export const MAX_RANKED_LIKES = 1073741823;
/** A search row's ranking key, in SQL: `row` is 'NEW.' or 'OLD.' in a trigger, '' over `course_search`. */
export const rankingKeySql = (row: 'NEW.' | 'OLD.' | '' = '') =>
  `(((${MAX_RANKED_LIKES} - min(${row}total_likes, ${MAX_RANKED_LIKES})) << 32) | ${row}search_row)`;
/** The search row a key points at (its low 32 bits). */
export const SEARCH_ROW_OF_KEY = 4294967295;

const TEXT = ['title', 'sub_title', 'about', 'lesson_titles'];

function indexRow(row: 'NEW' | 'OLD') {
  return SEARCH_TIERS.map(
    (fields, tier) =>
      `INSERT INTO ${searchTierTable(tier)} (rowid, ${fields.join(', ')})
       VALUES (${rankingKeySql(`${row}.`)}, ${fields.map((field) => `${row}.${field}`).join(', ')});`,
  ).join('\n');
}

function unindexRow(row: 'NEW' | 'OLD') {
  return SEARCH_TIERS.map(
    (_, tier) => `DELETE FROM ${searchTierTable(tier)} WHERE rowid = ${rankingKeySql(`${row}.`)};`,
  ).join('\n');
}

const TIER_TRIGGERS = ['course_search_tiered', 'course_search_untiered', 'course_search_retiered'];

/** The FTS5 index of one tier, as this migration makes it (bench/search-floor.mjs builds the same). */
export function searchTierIndexSql(tier: number): string {
  // unicode61 folds case and diacritics; the search document is already split into words (search-text.ts).
  return `CREATE VIRTUAL TABLE ${searchTierTable(tier)} USING fts5(
    ${SEARCH_TIERS[tier]?.join(', ')}, content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '${COURSE_SEARCH_PREFIXES}'
  )`;
}

async function createTierIndexes(db: Kysely<any>) {
  for (const [tier, fields] of SEARCH_TIERS.entries()) {
    await sql.raw(searchTierIndexSql(tier)).execute(db);
    await sql`
      INSERT INTO ${sql.raw(searchTierTable(tier))} (rowid, ${sql.raw(fields.join(', '))})
      SELECT ${sql.raw(rankingKeySql())}, ${sql.raw(fields.join(', '))}
      FROM course_search`.execute(db);
  }
  // A new row is indexed under no likes, then takes its course's (which re-keys it when the course has any).
  await sql`
    CREATE TRIGGER course_search_tiered AFTER INSERT ON course_search BEGIN
      ${sql.raw(indexRow('NEW'))}
      UPDATE course_search SET total_likes = (SELECT total_likes FROM courses WHERE id = NEW.course_id)
      WHERE search_row = NEW.search_row;
    END`.execute(db);
  await sql`
    CREATE TRIGGER course_search_untiered AFTER DELETE ON course_search BEGIN
      ${sql.raw(unindexRow('OLD'))}
    END`.execute(db);
  // New words or new likes: out of every tier under the old key, back in under the new one.
  await sql`
    CREATE TRIGGER course_search_retiered AFTER UPDATE OF ${sql.raw(TEXT.join(', '))}, total_likes
    ON course_search
    WHEN ${sql.raw([...TEXT, 'total_likes'].map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR '))}
    BEGIN
      ${sql.raw(unindexRow('OLD'))}
      ${sql.raw(indexRow('NEW'))}
    END`.execute(db);
}

async function dropTierIndexes(db: Kysely<any>) {
  for (const trigger of TIER_TRIGGERS) await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
  for (const tier of SEARCH_TIERS.keys()) await sql`DROP TABLE ${sql.raw(searchTierTable(tier))}`.execute(db);
}

export function searchTiers(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'sqlite') {
        await dropBm25Index(db);
        await createTierIndexes(db);
        return;
      }
      // The last tie-break, the same on both stores: the course whose search row was written first.
      await sql`ALTER TABLE course_search ADD COLUMN search_row bigint GENERATED ALWAYS AS IDENTITY`.execute(
        db,
      );
    },
    async down(db: Kysely<any>) {
      if (dialect === 'sqlite') {
        await dropTierIndexes(db);
        await createBm25Index(db);
        return;
      }
      await sql`ALTER TABLE course_search DROP COLUMN search_row`.execute(db);
    },
  };
}
