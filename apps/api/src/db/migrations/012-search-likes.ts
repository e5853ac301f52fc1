import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';

// PostgreSQL (ADR 0019): course search breaks relevance ties by likes (D16), and a broad word ties a lot (nearly
// every match of 'reac' had the same ts_rank). With the likes only on the courses row, every tied match was
// joined to its course before the page could be cut. A copy of the count on the search row lets the index scan's
// own rows be sorted and cut to the page, so only the page's courses are read.
//
// The copy is kept by the database itself, so no write path can forget it: a search row takes its course's
// count when inserted (the course row always exists first, it is a foreign key), and every change of
// `courses.total_likes` is written through in the same statement, under the course row's lock, so concurrent
// toggles leave both equal (D17). SQLite's search reads likes only for the matches that can reach the page and
// keeps no copy: an FTS5 row cannot change one column without being re-indexed whole.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function searchLikes(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .alterTable('course_search')
        .addColumn('total_likes', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await sql`
        UPDATE course_search SET total_likes = courses.total_likes
        FROM courses WHERE courses.id = course_search.course_id`.execute(db);
      await sql`
        CREATE FUNCTION course_search_likes_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          SELECT total_likes INTO NEW.total_likes FROM courses WHERE id = NEW.course_id;
          RETURN NEW;
        END $$`.execute(db);
      await sql`
        CREATE TRIGGER course_search_likes_on_insert BEFORE INSERT ON course_search
        FOR EACH ROW EXECUTE FUNCTION course_search_likes_on_insert()`.execute(db);
      await sql`
        CREATE FUNCTION course_likes_to_search() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE course_search SET total_likes = NEW.total_likes WHERE course_id = NEW.id;
          RETURN NULL;
        END $$`.execute(db);
      await sql`
        CREATE TRIGGER course_likes_to_search AFTER UPDATE OF total_likes ON courses
        FOR EACH ROW WHEN (OLD.total_likes IS DISTINCT FROM NEW.total_likes)
        EXECUTE FUNCTION course_likes_to_search()`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`DROP TRIGGER course_likes_to_search ON courses`.execute(db);
      await sql`DROP FUNCTION course_likes_to_search()`.execute(db);
      await sql`DROP TRIGGER course_search_likes_on_insert ON course_search`.execute(db);
      await sql`DROP FUNCTION course_search_likes_on_insert()`.execute(db);
      await db.schema.alterTable('course_search').dropColumn('total_likes').execute();
    },
  };
}
