import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// Course search on PostgreSQL from the word lists of migration 015: a page reads about a page of rows, whatever
// the size of the catalogue. The lists are walked in ranking order, so the walk stops at the page.

/**
 * A query word that starts more words than this (a letter or two: 'r', 're') is left to the GIN index, which
 * reads every match: spelt out, it would be a walk over that many lists.
 */
export const MAX_PREFIX_WORDS = 32;

/** Counting a word's courses stops here: enough to tell a rare word from a common one. */
const COUNT_CAP = 1000;

/** D16's tiers, best first, as numbered in `course_search_postings`. */
const TIERS = [1, 2, 3, 4] as const;

/**
 * The words each query word is a prefix of, in the query's order; undefined when one starts more than
 * MAX_PREFIX_WORDS words (the caller then reads from the GIN index).
 */
async function wordsOfPrefixes(db: Kysely<Database>, prefixes: string[]): Promise<string[][] | undefined> {
  // Byte order: a prefix's words are the range [prefix, prefix + the last code point).
  const { rows } = await sql<{ n: number; word: string }>`
    SELECT term.n::int AS n, words.word
    FROM unnest(${prefixes}::text[]) WITH ORDINALITY AS term(prefix, n)
    CROSS JOIN LATERAL (
      SELECT word FROM course_search_words
      WHERE word >= term.prefix COLLATE "C" AND word < (term.prefix || chr(1114111)) COLLATE "C"
      ORDER BY word
      LIMIT ${MAX_PREFIX_WORDS + 1}
    ) AS words`.execute(db);
  const words = prefixes.map((): string[] => []);
  for (const row of rows) words[row.n - 1]?.push(row.word);
  return words.some((list) => list.length > MAX_PREFIX_WORDS) ? undefined : words;
}

/** How many courses (up to COUNT_CAP) hold one of each list's words within the first `tier` tiers. */
async function coursesUpToTier(db: Kysely<Database>, words: string[][], tier: number): Promise<number[]> {
  const counts = words.map(
    (list, index) => sql`(
      SELECT count(*)::int FROM (
        SELECT 1 FROM course_search_postings WHERE word = ANY(${list}::text[]) AND tier <= ${tier}
        LIMIT ${COUNT_CAP}
      ) AS capped) AS ${sql.ref(`c${index}`)}`,
  );
  const { rows } = await sql<Record<string, number>>`SELECT ${sql.join(counts)}`.execute(db);
  return words.map((_, index) => rows[0]?.[`c${index}`] ?? 0);
}

/**
 * The best `limit` courses of the first `tier` tiers: the courses of `driver`'s words, merged best first from
 * their lists, each kept if its row holds every word of the query within the tier's fields (`tierQuery`).
 */
async function tierPage(
  db: Kysely<Database>,
  driver: string[],
  tier: number,
  tierQuery: string,
  limit: number,
): Promise<string[]> {
  const lists = driver.flatMap((word) =>
    TIERS.filter((listTier) => listTier <= tier).map(
      (listTier) => sql`(
        SELECT rank_key FROM course_search_postings
        WHERE word = ${word} AND tier = ${listTier} ORDER BY rank_key)`,
    ),
  );
  const { rows } = await sql<{ course_id: string }>`
    SELECT course_search.course_id
    FROM (
      SELECT DISTINCT rank_key FROM (${sql.join(lists, sql` UNION ALL `)}) AS postings ORDER BY rank_key
    ) AS candidates
    JOIN course_search ON course_search.rank_key = candidates.rank_key
    WHERE course_search.document @@ to_tsquery('simple', ${tierQuery})
    ORDER BY candidates.rank_key
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.course_id);
}

/**
 * The ids of a page of course search in D16's order (tier, then likes, then the row written first), or undefined
 * when a query word is too short to spell out (see MAX_PREFIX_WORDS). `tierQueries[i]` is the query restricted to
 * the fields of tier i + 1. As on SQLite, every tier holds the tiers before it: the page is filled tier by tier,
 * each course where it first appears. In each tier the walk follows the query word that fewest courses hold there
 * (counted up to COUNT_CAP), and a tier in which one of the words has no course is skipped without a walk.
 */
export async function searchPostingsPage(
  db: Kysely<Database>,
  prefixes: string[],
  tierQueries: readonly string[],
  limit: number,
): Promise<string[] | undefined> {
  const words = await wordsOfPrefixes(db, prefixes);
  if (!words) return undefined;
  if (words.some((list) => list.length === 0)) return [];
  const page: string[] = [];
  const placed = new Set<string>();
  for (const tier of TIERS) {
    const counts = await coursesUpToTier(db, words, tier);
    const fewest = Math.min(...counts);
    if (fewest === 0) continue;
    const driver = words[counts.indexOf(fewest)] ?? [];
    for (const courseId of await tierPage(db, driver, tier, tierQueries[tier - 1] ?? '', limit)) {
      if (page.length < limit && !placed.has(courseId)) {
        placed.add(courseId);
        page.push(courseId);
      }
    }
    if (page.length === limit) break;
  }
  return page;
}
