import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';

// ADR 0015: SQLite course search keeps a prefix index for every word prefix of 2 to 12 characters, not only 2 to
// 4. FTS5 answers a prefix it has no index for ('deploy'*) by reading and merging the document lists of every
// word that starts with it before it can skip anything; with an index it walks one list and skips, for a
// larger index (figures in bench/HISTORY.md). Words longer than 12 letters are rare enough that
// merging their lists costs little. PostgreSQL's GIN index has no such setting: nothing changes there.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const NARROW_PREFIXES = '2 3 4';
export const COURSE_SEARCH_PREFIXES = '2 3 4 5 6 7 8 9 10 11 12';

/** The FTS5 table of course search as this migration leaves it (bench/search-floor.mjs builds the same). */
export function courseSearchFts5(table: string, prefixes = COURSE_SEARCH_PREFIXES): string {
  // unicode61 folds case and diacritics; the search document is already split into words (search-text.ts).
  return `CREATE VIRTUAL TABLE ${table} USING fts5(
    course_id UNINDEXED, title, sub_title, about, lesson_titles,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '${prefixes}'
  )`;
}

/** Rebuilds course_search with other prefix indexes, keeping every row and its rowid. */
async function rebuildWith(db: Kysely<any>, prefixes: string) {
  await sql.raw(courseSearchFts5('course_search_rebuilt', prefixes)).execute(db);
  await sql`
    INSERT INTO course_search_rebuilt (rowid, course_id, title, sub_title, about, lesson_titles)
    SELECT rowid, course_id, title, sub_title, about, lesson_titles FROM course_search`.execute(db);
  await sql`DROP TABLE course_search`.execute(db);
  await sql`ALTER TABLE course_search_rebuilt RENAME TO course_search`.execute(db);
}

export function courseSearchPrefixes(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'sqlite') await rebuildWith(db, COURSE_SEARCH_PREFIXES);
    },
    async down(db: Kysely<any>) {
      if (dialect === 'sqlite') await rebuildWith(db, NARROW_PREFIXES);
    },
  };
}
