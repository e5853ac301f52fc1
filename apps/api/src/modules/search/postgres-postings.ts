import { sql, type Kysely, type RawBuilder } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { COURSE_CARD_COLUMN, type CourseCardRow } from '../courses/course-presenter.js';
import type { CourseSearch } from './course-search.js';

// D16 on PostgreSQL (README.md): the word lists of migration 015 walked in ranking order, so a page reads about a
// page of rows whatever the size of the catalogue; a query word too short to spell out falls back to the GIN index.

/**
 * A query word that starts more words than this (a letter or two: 'r', 're') is left to the GIN index, which
 * reads every match: spelt out, it would be a walk over that many lists.
 */
export const MAX_PREFIX_WORDS = 32;

/** D16's tiers, best first, as numbered in `course_search_postings`. */
const TIERS = [1, 2, 3, 4] as const;

type WordRow = { n: number; word: string; tier1: number; tier2: number; tier3: number; tier4: number };

/** One query word: the words it starts, and how many courses hold one of them at best in each tier. */
interface SpeltOut {
  words: string[];
  /** Courses per tier, counted once per word (a course holding two of the words counts twice). */
  perTier: number[];
}

/**
 * Each query word spelt out (see SpeltOut), in the query's order; undefined when one starts more than
 * MAX_PREFIX_WORDS words (the caller then reads from the GIN index).
 */
async function spellOut(db: Kysely<Database>, prefixes: string[]): Promise<SpeltOut[] | undefined> {
  // Byte order: a prefix's words are the range [prefix, prefix + the last code point).
  const { rows } = await sql<WordRow>`
    SELECT term.n::int AS n, words.word, words.tier1, words.tier2, words.tier3, words.tier4
    FROM unnest(${prefixes}::text[]) WITH ORDINALITY AS term(prefix, n)
    CROSS JOIN LATERAL (
      SELECT * FROM course_search_words
      WHERE word >= term.prefix COLLATE "C" AND word < (term.prefix || chr(1114111)) COLLATE "C"
      ORDER BY word
      LIMIT ${MAX_PREFIX_WORDS + 1}
    ) AS words`.execute(db);
  const terms = prefixes.map((): SpeltOut => ({ words: [], perTier: [0, 0, 0, 0] }));
  for (const row of rows) {
    const term = terms[row.n - 1];
    if (!term) continue;
    term.words.push(row.word);
    [row.tier1, row.tier2, row.tier3, row.tier4].forEach((count, index) => {
      term.perTier[index] = (term.perTier[index] ?? 0) + count;
    });
  }
  return terms.some((term) => term.words.length > MAX_PREFIX_WORDS) ? undefined : terms;
}

/** Courses holding one of the term's words within the first `tier` tiers (an upper bound). */
const upToTier = (term: SpeltOut, tier: number) =>
  term.perTier.slice(0, tier).reduce((sum, count) => sum + count, 0);

/**
 * The tiers worth a walk, each with the query word to walk: a tier in which a query word has no course cannot
 * hold a match, and one that adds no course to any word's count holds the same courses as the tier before it.
 * The word walked is the one fewest courses hold there.
 */
function tierWalks(terms: SpeltOut[]): { tier: number; driver: string[] }[] {
  const walks: { tier: number; driver: string[] }[] = [];
  for (const tier of TIERS) {
    const counts = terms.map((term) => upToTier(term, tier));
    if (Math.min(...counts) === 0) continue;
    if (tier > 1 && terms.every((term) => term.perTier[tier - 1] === 0)) continue;
    walks.push({ tier, driver: terms[counts.indexOf(Math.min(...counts))]?.words ?? [] });
  }
  return walks;
}

/**
 * One tier's best `limit` courses (of the first `tier` tiers, the tiers before included): for each of `driver`'s
 * words, its lists in those tiers merged best first, each course kept if its row holds every word of the query
 * within the tier's fields (`tierQuery`), up to `limit`; then the best `limit` of those (a course holding two of
 * the words is found twice). It runs only while the tiers before it have not filled the page (`ranIf`).
 */
function tierHits(
  walk: { tier: number; driver: string[] },
  tierQuery: string,
  limit: number,
  ranIf: RawBuilder<unknown>,
) {
  // One word's courses hold it once each, so its lists merge without a DISTINCT, whose row estimate (a guess of
  // 200) made the planner hash every posting and sort them instead of merging the lists and stopping.
  const walks = walk.driver.map((word) => {
    const lists = TIERS.filter((listTier) => listTier <= walk.tier).map(
      (listTier) => sql`(
        SELECT rank_key FROM course_search_postings
        WHERE word = ${word} AND tier = ${listTier} ORDER BY rank_key)`,
    );
    // Each candidate's row is read by its key, one at a time (the LATERAL with OFFSET 0 keeps the join a loop),
    // and tested there: `ts_match_vq` is `@@` in a form no index answers, so the planner cannot choose to read
    // every match from the GIN index and sort them, as it did when it thought the query rare.
    return sql`(
      SELECT found.course_id, candidates.rank_key
      FROM (${sql.join(lists, sql` UNION ALL `)}) AS candidates
      CROSS JOIN LATERAL (
        SELECT course_id FROM course_search
        WHERE course_search.rank_key = candidates.rank_key
          AND ts_match_vq(course_search.document, to_tsquery('simple', ${tierQuery}))
        OFFSET 0
      ) AS found
      WHERE ${ranIf}
      ORDER BY candidates.rank_key
      LIMIT ${limit})`;
  });
  return sql`
    SELECT course_id, rank_key, ${walk.tier}::int AS tier
    FROM (${sql.join(walks, sql` UNION `)}) AS found
    ORDER BY rank_key
    LIMIT ${limit}`;
}

/**
 * A page of course search in D16's order (tier, then likes, then the row written first), as card rows, or
 * undefined when a query word is too short to spell out (see MAX_PREFIX_WORDS). `tierQueries[i]` is the query
 * restricted to the fields of tier i + 1. As on SQLite, every tier holds the tiers before it: the tiers are
 * walked in order, each only while the page is not full, and each course is placed at the first tier that found
 * it. Two statements: the query's words spelt out, then the walks and the page's cards. The cards are read by
 * key, one per course of the page (the LATERAL with OFFSET 0 keeps it a loop): at 10k courses the planner, which
 * cannot tell how many rows the walks give, hashed the page and read the whole table to join it (ADR 0061).
 */
async function searchPostingsPage(
  db: Kysely<Database>,
  prefixes: string[],
  tierQueries: readonly string[],
  limit: number,
): Promise<CourseCardRow[] | undefined> {
  const terms = await spellOut(db, prefixes);
  if (!terms) return undefined;
  const walks = tierWalks(terms);
  if (walks.length === 0) return [];
  const names = walks.map((walk) => sql.table(`tier${walk.tier}`));
  const ctes = walks.map((walk, index) => {
    // Each walk holds the courses of the walks before it: one that filled the page settles it.
    const notFull = names.slice(0, index).map((name) => sql`(SELECT count(*) FROM ${name}) < ${limit}`);
    const ranIf = sql.join([sql`true`, ...notFull], sql` AND `);
    return sql`${names[index]} AS MATERIALIZED (${tierHits(walk, tierQueries[walk.tier - 1] ?? '', limit, ranIf)})`;
  });
  const { rows } = await sql<CourseCardRow>`
    WITH ${sql.join(ctes)},
    page AS (
      SELECT course_id, min(tier) AS tier, rank_key
      FROM (${sql.join(
        names.map((name) => sql`SELECT * FROM ${name}`),
        sql` UNION ALL `,
      )}) AS hits
      GROUP BY course_id, rank_key
      ORDER BY min(tier), rank_key
      LIMIT ${limit}
    )
    SELECT ${sql.ref(COURSE_CARD_COLUMN)}
    FROM page CROSS JOIN LATERAL (SELECT * FROM courses WHERE courses.id = page.course_id OFFSET 0) AS courses
    ORDER BY page.tier, page.rank_key`.execute(db);
  return rows;
}

/** to_tsquery text: every term a prefix, all required, only where the document has one of `weights` (reac:*AB). */
const toTsQuery = (terms: readonly string[], weights: string) =>
  terms.map((term) => `${term}:*${weights}`).join(' & ');

/** The tiers as weights of the document (title A, lesson titles B, subtitle C, about D). */
const TIER_WEIGHTS = ['A', 'AB', 'ABC', ''] as const;

export function createPostgresSearch(db: Kysely<Database>): CourseSearch {
  /**
   * For a query word too short to spell out: every match read from the GIN index, its tier tested, and the page
   * cut by one top-N sort with the likes copied onto the rows (migration 012); only the page's courses are joined.
   */
  const fromGinIndex = preparedQuery(db, 5, (...args: [string, string, string, string, number]) => {
    const [inTitle, withLessons, withSubtitle, anywhere, limit] = args;
    const query = (text: string) => sql`to_tsquery('simple', ${text})`;
    const tier = sql<number>`CASE
      WHEN course_search.document @@ ${query(inTitle)} THEN 0
      WHEN course_search.document @@ ${query(withLessons)} THEN 1
      WHEN course_search.document @@ ${query(withSubtitle)} THEN 2
      ELSE 3 END`;
    return db
      .with('ranked', (builder) =>
        builder
          .selectFrom('course_search')
          .select([
            tier.as('tier'),
            'course_search.total_likes',
            'course_search.search_row',
            'course_search.course_id',
          ])
          .where(sql<boolean>`course_search.document @@ ${query(anywhere)}`)
          .orderBy('tier')
          .orderBy('course_search.total_likes', 'desc')
          .orderBy('course_search.search_row')
          .limit(limit),
      )
      .selectFrom('ranked')
      .innerJoin('courses', 'courses.id', 'ranked.course_id')
      .select(COURSE_CARD_COLUMN)
      .orderBy('ranked.tier')
      .orderBy('ranked.total_likes', 'desc')
      .orderBy('ranked.search_row');
  });
  return {
    async page(terms, limit): Promise<CourseCardRow[]> {
      const tierQueries = TIER_WEIGHTS.map((weights) => toTsQuery(terms, weights));
      return (
        (await searchPostingsPage(db, [...terms], tierQueries, limit)) ??
        fromGinIndex(...(tierQueries as [string, string, string, string]), limit)
      );
    },
  };
}
