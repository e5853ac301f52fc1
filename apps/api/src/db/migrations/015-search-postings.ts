import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';
import { MAX_RANKED_LIKES } from './014-search-tiers.js';

// ADR 0019: PostgreSQL reads a page of course search without reading every match, as SQLite does since 014.
//
// Its GIN index hands back the courses that match in no order, so ranking them (D16's tiers, then likes, then the
// search row) meant reading them all, more as the catalogue grew. Stock PostgreSQL has no
// full-text index that returns matches in a column's order (RUM 1.3's ordered scan sorts every match first; its
// fix is unreleased, bench/HISTORY.md), so this keeps its own lists, in B-trees it can walk in order:
// - `course_search_postings`: one row per course and word of its document, under the best tier the word is in
//   (title 1, lesson titles 2, subtitle 3, about 4) and the course's ranking key. A word's courses of one tier,
//   best first, are one range of its primary key;
// - `course_search_words`: every word ever indexed, with how many courses hold it in each tier, so that a prefix
//   ('reac') becomes the words it starts ('react', 'reactive') and their counts with one range read. Words no
//   course holds any more (counts of 0) only cost a look-up;
// - `course_search.rank_key`: the same key as SQLite's (fewer likes, higher key; then the search row), unique.
// The triggers keep the lists with the row: a new course adds its postings, new text or new likes move them, a
// deleted course takes them away, all in the statement that changed the row (so D17's counts and the lists cannot
// disagree). The GIN index stays: it answers prefixes too common to spell out, and checks the other words of a
// query on each row the walk reaches. SQLite does nothing here.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** D16's tiers from a word's weights in the document (title A, lesson titles B, subtitle C, about D). */
const POSTINGS_OF = `
  CREATE FUNCTION course_search_postings_of(document tsvector)
  RETURNS TABLE (word text, tier smallint) LANGUAGE sql IMMUTABLE AS $$
    SELECT lexeme, (SELECT min(CASE weight WHEN 'A' THEN 1 WHEN 'B' THEN 2 WHEN 'C' THEN 3 ELSE 4 END)
                    FROM unnest(weights) AS weight)::smallint
    FROM unnest(document)
  $$`;

const TIER_COLUMNS = ['tier1', 'tier2', 'tier3', 'tier4'];

/** Search rows (`rank_key`, `document`) as SQL; none when a statement only adds or only removes. */
const NO_ROWS = 'SELECT NULL::bigint AS rank_key, NULL::tsvector AS document WHERE false';
const CHANGED = 'gone.rank_key <> came.rank_key OR gone.document <> came.document';

/**
 * What one statement on `course_search` does to the lists: the postings of the rows `leaving` go, those of the
 * rows `arriving` come, and each word's counts move by the difference (a like moves a course's postings, but
 * its words and their counts stay: the word's row is not written).
 */
function syncLists(leaving: string, arriving: string): string {
  const counts = TIER_COLUMNS.map((_, index) => `sum(changed.sign * (posting.tier = ${index + 1})::int)`);
  return `
    DELETE FROM course_search_postings AS kept
    USING (${leaving}) AS changed, course_search_postings_of(changed.document) AS posting
    WHERE kept.word = posting.word AND kept.tier = posting.tier AND kept.rank_key = changed.rank_key;
    INSERT INTO course_search_postings (word, tier, rank_key)
    SELECT posting.word, posting.tier, changed.rank_key
    FROM (${arriving}) AS changed, course_search_postings_of(changed.document) AS posting;
    -- In word order: two statements lock the words they share in the same order.
    INSERT INTO course_search_words AS words (word, ${TIER_COLUMNS.join(', ')})
    SELECT posting.word, ${counts.join(', ')}
    FROM (SELECT 1 AS sign, document FROM (${arriving}) AS arrived
          UNION ALL SELECT -1, document FROM (${leaving}) AS left_) AS changed,
         course_search_postings_of(changed.document) AS posting
    GROUP BY posting.word
    HAVING ${counts.map((count) => `${count} <> 0`).join(' OR ')}
    ORDER BY posting.word
    ON CONFLICT (word) DO UPDATE
    SET (${TIER_COLUMNS.join(', ')}) = (${TIER_COLUMNS.map((column) => `words.${column} + excluded.${column}`).join(', ')});`;
}

// Once per statement, over all the rows it changed (transition tables `gone` and `came`): a bulk import writes
// each word's counts once, not once per course (a row written many times in one transaction slows every
// later write of it).
const SYNC = `
  CREATE FUNCTION course_search_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${syncLists(NO_ROWS, 'SELECT rank_key, document FROM came')}
    ELSIF TG_OP = 'DELETE' THEN
      ${syncLists('SELECT rank_key, document FROM gone', NO_ROWS)}
    ELSE
      ${syncLists(
        `SELECT gone.rank_key, gone.document FROM gone JOIN came USING (course_id) WHERE ${CHANGED}`,
        `SELECT came.rank_key, came.document FROM gone JOIN came USING (course_id) WHERE ${CHANGED}`,
      )}
    END IF;
    RETURN NULL;
  END $$`;

export function searchPostings(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      // The ranking key of 014, computed by the row itself: the triggers and the reads cannot disagree on it.
      await sql`
        ALTER TABLE course_search ADD COLUMN rank_key bigint GENERATED ALWAYS AS (
          ((${sql.lit(MAX_RANKED_LIKES)} - least(total_likes, ${sql.lit(MAX_RANKED_LIKES)}))::bigint << 32)
          | search_row
        ) STORED`.execute(db);
      await sql`CREATE UNIQUE INDEX course_search_rank_key_idx ON course_search (rank_key)`.execute(db);
      // Byte order ("C"): a prefix's words are one range of the index, whatever the server's locale. With each
      // word, how many courses hold it at best in each tier: the search walks the rarest word's lists.
      await sql`
        CREATE TABLE course_search_words (
          word text COLLATE "C" PRIMARY KEY,
          ${sql.raw(TIER_COLUMNS.map((column) => `${column} integer NOT NULL DEFAULT 0`).join(', '))}
        )`.execute(db);
      await sql`
        CREATE TABLE course_search_postings (
          word text COLLATE "C" NOT NULL,
          tier smallint NOT NULL,
          rank_key bigint NOT NULL,
          PRIMARY KEY (word, tier, rank_key)
        )`.execute(db);
      await sql.raw(POSTINGS_OF).execute(db);
      // The lists of the rows already there, as the triggers below would have written them row by row.
      await sql.raw(syncLists(NO_ROWS, 'SELECT rank_key, document FROM course_search')).execute(db);
      await sql.raw(SYNC).execute(db);
      await sql`
        CREATE TRIGGER course_search_posted AFTER INSERT ON course_search
        REFERENCING NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION course_search_postings_sync()`.execute(
        db,
      );
      await sql`
        CREATE TRIGGER course_search_unposted AFTER DELETE ON course_search
        REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION course_search_postings_sync()`.execute(
        db,
      );
      await sql`
        CREATE TRIGGER course_search_reposted AFTER UPDATE ON course_search
        REFERENCING OLD TABLE AS gone NEW TABLE AS came
        FOR EACH STATEMENT EXECUTE FUNCTION course_search_postings_sync()`.execute(db);
      await sql`ANALYZE course_search_postings`.execute(db);
      await sql`ANALYZE course_search_words`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      for (const trigger of ['course_search_reposted', 'course_search_unposted', 'course_search_posted']) {
        await sql`DROP TRIGGER ${sql.raw(trigger)} ON course_search`.execute(db);
      }
      await sql`DROP FUNCTION course_search_postings_sync()`.execute(db);
      await sql`DROP FUNCTION course_search_postings_of(tsvector)`.execute(db);
      await sql`DROP TABLE course_search_postings`.execute(db);
      await sql`DROP TABLE course_search_words`.execute(db);
      await sql`ALTER TABLE course_search DROP COLUMN rank_key`.execute(db);
    },
  };
}
