import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';
import { MAX_RANKED_LIKES } from './014-search-tiers.js';

// Issue 11: PostgreSQL reads a page of course search without reading every match, as SQLite does since 014.
//
// Its GIN index hands back the courses that match in no order, so ranking them (D16's tiers, then likes, then the
// search row) meant reading them all: 2.6-4.7x slower at 100k courses than at 1k. Stock PostgreSQL has no
// full-text index that returns matches in a column's order (RUM 1.3's ordered scan sorts every match first; its
// fix is unreleased, bench/README.md), so this keeps its own lists, in B-trees it can walk in order:
// - `course_search_postings`: one row per course and word of its document, under the best tier the word is in
//   (title 1, lesson titles 2, subtitle 3, about 4) and the course's ranking key. A word's courses of one tier,
//   best first, are one range of its primary key;
// - `course_search_words`: every word ever indexed, so that a prefix ('reac') becomes the words it starts
//   ('react', 'reactive') with one range read. Words no course holds any more only cost a look-up;
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

const SYNC = `
  CREATE FUNCTION course_search_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM course_search_postings AS posting USING course_search_postings_of(OLD.document) AS gone
      WHERE posting.word = gone.word AND posting.tier = gone.tier AND posting.rank_key = OLD.rank_key;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO course_search_postings (word, tier, rank_key)
      SELECT word, tier, NEW.rank_key FROM course_search_postings_of(NEW.document);
      IF TG_OP = 'INSERT' OR OLD.document IS DISTINCT FROM NEW.document THEN
        INSERT INTO course_search_words (word) SELECT word FROM course_search_postings_of(NEW.document)
        ON CONFLICT DO NOTHING;
      END IF;
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
      // Byte order ("C"): a prefix's words are one range of the index, whatever the server's locale.
      await sql`CREATE TABLE course_search_words (word text COLLATE "C" PRIMARY KEY)`.execute(db);
      await sql`
        CREATE TABLE course_search_postings (
          word text COLLATE "C" NOT NULL,
          tier smallint NOT NULL,
          rank_key bigint NOT NULL,
          PRIMARY KEY (word, tier, rank_key)
        )`.execute(db);
      await sql.raw(POSTINGS_OF).execute(db);
      await sql`
        INSERT INTO course_search_words (word)
        SELECT DISTINCT lexeme FROM course_search, unnest(document)`.execute(db);
      await sql`
        INSERT INTO course_search_postings (word, tier, rank_key)
        SELECT posting.word, posting.tier, course_search.rank_key
        FROM course_search, course_search_postings_of(course_search.document) AS posting`.execute(db);
      await sql.raw(SYNC).execute(db);
      await sql`
        CREATE TRIGGER course_search_posted AFTER INSERT OR DELETE ON course_search
        FOR EACH ROW EXECUTE FUNCTION course_search_postings_sync()`.execute(db);
      await sql`
        CREATE TRIGGER course_search_reposted AFTER UPDATE ON course_search
        FOR EACH ROW WHEN (OLD.rank_key IS DISTINCT FROM NEW.rank_key OR OLD.document IS DISTINCT FROM NEW.document)
        EXECUTE FUNCTION course_search_postings_sync()`.execute(db);
      await sql`ANALYZE course_search_postings`.execute(db);
      await sql`ANALYZE course_search_words`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`DROP TRIGGER course_search_reposted ON course_search`.execute(db);
      await sql`DROP TRIGGER course_search_posted ON course_search`.execute(db);
      await sql`DROP FUNCTION course_search_postings_sync()`.execute(db);
      await sql`DROP FUNCTION course_search_postings_of(tsvector)`.execute(db);
      await sql`DROP TABLE course_search_postings`.execute(db);
      await sql`DROP TABLE course_search_words`.execute(db);
      await sql`ALTER TABLE course_search DROP COLUMN rank_key`.execute(db);
    },
  };
}
