import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';
import { COURSE_SEARCH_PREFIXES, courseSearchFts5 } from './011-course-search-prefixes.js';

// SQLite (ADR 0018): the search rows move out of the FTS5 table into a plain table, `course_search`, and the FTS5
// table becomes an index over it (`course_search_index`, FTS5's "external content"), kept by triggers. Two
// things follow. A match's course id is read from a plain row by its integer key instead of through FTS5, and
// the row carries a copy of its course's likes (as on PostgreSQL since migration 012), so the matches that can
// reach the page are ranked, tie-broken and cut without reading a course; only the page's courses are joined.
// The import, the tests and any
// script still write `course_search` rows as before; the triggers index them and copy the likes.
// `search_row` is declared (INTEGER PRIMARY KEY) so VACUUM can never renumber the rows the index points at.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const INDEXED = 'title, sub_title, about, lesson_titles';

/**
 * The FTS5 index this migration puts over `course_search` (bm25 ranks with it), filled from the rows, with the
 * triggers that keep it (SQLite's documented external-content triggers). Migration 014 replaces it and puts it
 * back when undone.
 */
export async function createBm25Index(db: Kysely<any>) {
  await sql`
    CREATE VIRTUAL TABLE course_search_index USING fts5(
      ${sql.raw(INDEXED)}, content = 'course_search', content_rowid = 'search_row',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '${sql.raw(COURSE_SEARCH_PREFIXES)}'
    )`.execute(db);
  await sql`INSERT INTO course_search_index (course_search_index) VALUES ('rebuild')`.execute(db);
  // The index follows the rows (SQLite's documented external-content triggers); a change of likes alone
  // re-indexes nothing. A new row takes its course's likes; a change of a course's likes is written through.
  await sql`
    CREATE TRIGGER course_search_indexed AFTER INSERT ON course_search BEGIN
      INSERT INTO course_search_index (rowid, ${sql.raw(INDEXED)})
      VALUES (NEW.search_row, NEW.title, NEW.sub_title, NEW.about, NEW.lesson_titles);
      UPDATE course_search SET total_likes = (SELECT total_likes FROM courses WHERE id = NEW.course_id)
      WHERE search_row = NEW.search_row;
    END`.execute(db);
  await sql`
    CREATE TRIGGER course_search_unindexed AFTER DELETE ON course_search BEGIN
      INSERT INTO course_search_index (course_search_index, rowid, ${sql.raw(INDEXED)})
      VALUES ('delete', OLD.search_row, OLD.title, OLD.sub_title, OLD.about, OLD.lesson_titles);
    END`.execute(db);
  await sql`
    CREATE TRIGGER course_search_reindexed AFTER UPDATE OF ${sql.raw(INDEXED)} ON course_search BEGIN
      INSERT INTO course_search_index (course_search_index, rowid, ${sql.raw(INDEXED)})
      VALUES ('delete', OLD.search_row, OLD.title, OLD.sub_title, OLD.about, OLD.lesson_titles);
      INSERT INTO course_search_index (rowid, ${sql.raw(INDEXED)})
      VALUES (NEW.search_row, NEW.title, NEW.sub_title, NEW.about, NEW.lesson_titles);
    END`.execute(db);
}

const BM25_INDEX_TRIGGERS = ['course_search_reindexed', 'course_search_unindexed', 'course_search_indexed'];

export async function dropBm25Index(db: Kysely<any>) {
  for (const trigger of BM25_INDEX_TRIGGERS) await sql`DROP TRIGGER ${sql.raw(trigger)}`.execute(db);
  await sql`DROP TABLE course_search_index`.execute(db);
}

export function searchRows(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'sqlite') return;
      await sql`
        CREATE TABLE course_search_rows (
          search_row INTEGER PRIMARY KEY,
          course_id TEXT NOT NULL UNIQUE REFERENCES courses(id) ON DELETE CASCADE,
          title TEXT NOT NULL,
          sub_title TEXT NOT NULL,
          about TEXT NOT NULL,
          lesson_titles TEXT NOT NULL,
          total_likes INTEGER NOT NULL DEFAULT 0
        )`.execute(db);
      // A search row whose course is gone could never be shown (the search joins its course): left behind.
      await sql`
        INSERT INTO course_search_rows (search_row, course_id, ${sql.raw(INDEXED)}, total_likes)
        SELECT course_search.rowid, course_id, course_search.title, course_search.sub_title, course_search.about,
          course_search.lesson_titles, courses.total_likes
        FROM course_search JOIN courses ON courses.id = course_search.course_id`.execute(db);
      await sql`DROP TABLE course_search`.execute(db);
      await sql`ALTER TABLE course_search_rows RENAME TO course_search`.execute(db);
      await createBm25Index(db);
      await sql`
        CREATE TRIGGER course_likes_to_search AFTER UPDATE OF total_likes ON courses
        WHEN OLD.total_likes IS NOT NEW.total_likes BEGIN
          UPDATE course_search SET total_likes = NEW.total_likes WHERE course_id = NEW.id;
        END`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (dialect !== 'sqlite') return;
      await sql`DROP TRIGGER course_likes_to_search`.execute(db);
      await dropBm25Index(db);
      await sql.raw(courseSearchFts5('course_search_fts')).execute(db);
      await sql`
        INSERT INTO course_search_fts (rowid, course_id, ${sql.raw(INDEXED)})
        SELECT search_row, course_id, ${sql.raw(INDEXED)} FROM course_search`.execute(db);
      await sql`DROP TABLE course_search`.execute(db);
      await sql`ALTER TABLE course_search_fts RENAME TO course_search`.execute(db);
    },
  };
}
