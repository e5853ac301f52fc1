// What course search costs in SQLite's FTS5 alone, with no app around it, from 1k to 100k courses (ADRs 0016, 0018): why
// ranking every match (bm25, D16 until migration 014) could not stay within 2x, and what the tiers of migration
// 014 cost instead.
//
//   node --import tsx bench/search-floor.mjs
//
// Builds course search's FTS5 table in memory twice, with migration 001's prefix indexes (2 to 4 letters) and with
// migration 011's (2 to 12), fills each with the growth bench's synthetic catalogue (1k, 10k, 100k courses) and
// times the pieces of a search for three queries: finding the matches, scoring every match with the search's bm25
// weights, FTS5's own top 100, and a bounded set of matches (the 400 of highest rowid): scored with bm25, only
// found, and found with their text read. Prints p50 / p95 in ms. Reports only; writes nothing and is not part of
// `npm run bench`. The rows sit inside the FTS5 table, as migration 011 left them; since migration 013 the app keeps
// them in a plain table that FTS5 indexes, which changes where a row's text is read from, not what the index costs.
// Then it builds migration 014's four tier indexes (contentless, each row under its ranking key) and times each
// tier's first 100 and the whole page (filled tier by tier, as the app's search does), with a fourth query whose words
// no course holds together, the worst case: every tier walks its lists to the end.
import { createRequire } from 'node:module';
import { courseSearchFts5 } from '../apps/api/src/db/migrations/011-course-search-prefixes.ts';
import {
  MAX_RANKED_LIKES,
  SEARCH_TIERS,
  searchTierIndexSql,
  searchTierTable,
} from '../apps/api/src/db/migrations/014-search-tiers.ts';
import { courseRows } from './growth/synthetic-rows.mjs';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Database = require('better-sqlite3');

const SIZES = [1_006, 10_006, 100_006];
const PREFIXES = { 'migration 001': '2 3 4', 'migration 011': undefined };
// One short word (3.3% of courses match), the growth bench's two words, and a word longer than 8 letters.
const QUERIES = ['"reac"*', '"vite"* AND "deploy"*', '"react"* AND "components"*'];
const WEIGHTS = '0.0, 10.0, 3.0, 1.0, 5.0';
const BOUNDED = 400;
const SAMPLES = 100;

// Each piece runs inside SQLite and hands back one row, so what is timed is the store's work, not JS rows.
const PIECES = {
  'count the matches': 'SELECT count(*) FROM course_search WHERE course_search MATCH ?',
  'score every match (bm25)': `WITH scored AS MATERIALIZED (
      SELECT bm25(course_search, ${WEIGHTS}) AS score FROM course_search WHERE course_search MATCH ?)
    SELECT min(score) FROM scored`,
  'FTS5 top 100 (ORDER BY rank)': `SELECT count(*) FROM (
      SELECT rowid FROM course_search WHERE course_search MATCH ? ORDER BY rank LIMIT 100)`,
  // bm25 counts every match of each word for its idf, so even a bounded set pays for all of them.
  [`score ${BOUNDED} matches only (bm25)`]: `WITH scored AS MATERIALIZED (
      SELECT bm25(course_search, ${WEIGHTS}) AS score FROM course_search WHERE course_search MATCH ?
      ORDER BY rowid DESC LIMIT ${BOUNDED})
    SELECT min(score) FROM scored`,
  [`find ${BOUNDED} matches only`]: `SELECT count(*) FROM (
      SELECT rowid FROM course_search WHERE course_search MATCH ? ORDER BY rowid DESC LIMIT ${BOUNDED})`,
  // What scoring them anywhere but in bm25 (in the app, say) would have to read first.
  [`find ${BOUNDED} matches and read their text`]: `SELECT sum(length(title) + length(sub_title) + length(about)
      + length(lesson_titles)) FROM (SELECT * FROM course_search WHERE course_search MATCH ?
      ORDER BY rowid DESC LIMIT ${BOUNDED})`,
};

function percentiles(statement, query) {
  for (let i = 0; i < 10; i += 1) statement.get(query);
  const times = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    statement.get(query);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return `${times[SAMPLES / 2].toFixed(2)} / ${times[Math.floor(SAMPLES * 0.95)].toFixed(2)}`;
}

const { course_search: catalogue, courses } = courseRows(0, SIZES.at(-1), 5, Date.now());
for (const [migration, prefixes] of Object.entries(PREFIXES)) {
  const db = new Database(':memory:');
  db.exec(courseSearchFts5('course_search', prefixes));
  const insert = db.prepare(
    'INSERT INTO course_search (course_id, title, sub_title, about, lesson_titles) ' +
      'VALUES (@course_id, @title, @sub_title, @about, @lesson_titles)',
  );
  const statements = Object.entries(PIECES).map(([name, text]) => [name, db.prepare(text).pluck()]);
  const rows = QUERIES.flatMap((query) => statements.map(([name]) => [query, name]));
  let filled = 0;
  for (const size of SIZES) {
    db.transaction(() => {
      for (const row of catalogue.slice(filled, size)) insert.run(row);
    })();
    filled = size;
    let index = 0;
    for (const query of QUERIES) {
      for (const [, statement] of statements) rows[index++].push(percentiles(statement, query));
    }
  }
  const counted = statements[0][1];
  const matches = QUERIES.map((query) => `${query} ${counted.get(query)}`).join(', ');
  const defined = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'course_search'").pluck().get();
  console.log(`\n${migration} (${/prefix = '[^']*'/.exec(defined)?.[0]}), p50 / p95 ms`);
  console.log(`matches at ${SIZES.at(-1)} courses: ${matches}\n`);
  console.log(`| query | piece | ${SIZES.map((size) => `${size} courses`).join(' | ')} |`);
  console.log(`| --- | --- | ${SIZES.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  db.close();
}

// Migration 014: each tier's FTS5 index holds a course under its ranking key, so a tier's first 100 in key order
// are its 100 best. The page is filled from them as the app's search does (courses.repository.ts).
const TIER_QUERIES = [...QUERIES, '"react"* AND "vue"*'];
const tierFirst = (tier) =>
  `SELECT rowid AS key FROM ${searchTierTable(tier)} WHERE ${searchTierTable(tier)} MATCH @match ORDER BY rowid LIMIT 100`;
const TIER_PIECES = {
  "tier 1's first 100 (title)": `SELECT count(*) FROM (${tierFirst(0)})`,
  "tier 4's first 100 (every field)": `SELECT count(*) FROM (${tierFirst(3)})`,
};
{
  const db = new Database(':memory:');
  for (const tier of SEARCH_TIERS.keys()) db.exec(searchTierIndexSql(tier));
  const inserts = SEARCH_TIERS.map((fields, tier) =>
    db.prepare(
      `INSERT INTO ${searchTierTable(tier)} (rowid, ${fields.join(', ')}) ` +
        `VALUES (@key, ${fields.map((field) => `@${field}`).join(', ')})`,
    ),
  );
  // The key as the migration computes it: fewer likes, higher key; then the search row.
  const keyOf = (index) =>
    ((BigInt(MAX_RANKED_LIKES) - BigInt(courses[index].total_likes)) << 32n) | BigInt(index + 1);
  const statements = Object.entries(TIER_PIECES).map(([name, text]) => [name, db.prepare(text).pluck()]);
  // The page as the app fills it: tier by tier, each course where it first appears, until 100 are placed.
  const tierStatements = SEARCH_TIERS.map((_, tier) => db.prepare(tierFirst(tier)).pluck().safeIntegers());
  const fillPage = {
    get({ match }) {
      const placed = new Set();
      for (const statement of tierStatements) {
        for (const key of statement.all({ match })) if (placed.size < 100) placed.add(key);
        if (placed.size === 100) break;
      }
      return placed.size;
    },
  };
  statements.push(['the page (tier by tier until 100)', fillPage]);
  const rows = TIER_QUERIES.flatMap((query) => statements.map(([name]) => [query, name]));
  // A like as the triggers make it: the course out of the four indexes under its old key, in under the new one.
  const deletes = SEARCH_TIERS.map((_, tier) =>
    db.prepare(`DELETE FROM ${searchTierTable(tier)} WHERE rowid = ?`),
  );
  const like = db.transaction((index) => {
    for (const remove of deletes) remove.run(keyOf(index));
    courses[index].total_likes += 1;
    for (const insert of inserts) insert.run({ ...catalogue[index], key: keyOf(index) });
  });
  const LIKES = 1000;
  const likeTimes = [];
  let filled = 0;
  const insertMicros = [];
  for (const size of SIZES) {
    const started = process.hrtime.bigint();
    db.transaction(() => {
      for (let index = filled; index < size; index += 1) {
        for (const insert of inserts) insert.run({ ...catalogue[index], key: keyOf(index) });
      }
    })();
    insertMicros.push(Math.round(Number(process.hrtime.bigint() - started) / 1e3 / (size - filled)));
    filled = size;
    let index = 0;
    for (const query of TIER_QUERIES) {
      for (const [, statement] of statements) rows[index++].push(percentiles(statement, { match: query }));
    }
    const times = [];
    for (let i = 0; i < LIKES; i += 1) {
      const started = process.hrtime.bigint();
      like((i * 7919) % size);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (fraction) => times[Math.floor(LIKES * fraction)].toFixed(2);
    likeTimes.push(`${at(0.5)} / ${at(0.95)} / ${at(0.99)} / ${times.at(-1).toFixed(1)}`);
  }
  const bytes = db
    .prepare("SELECT sum(pgsize) FROM dbstat WHERE name LIKE 'course_search_tier%'")
    .pluck()
    .get();
  console.log(`\nmigration 014 (four tier indexes, contentless, prefix = '2 .. 12'), p50 / p95 ms`);
  console.log(
    `index: ${(bytes / 1e6).toFixed(0)} MB at ${SIZES.at(-1)} courses; ` +
      `µs per inserted course (four indexes): ${insertMicros.join(' / ')}`,
  );
  console.log(`a course like, ${LIKES} at each size, p50 / p95 / p99 / max ms: ${likeTimes.join(' | ')}\n`);
  console.log(`| query | piece | ${SIZES.map((size) => `${size} courses`).join(' | ')} |`);
  console.log(`| --- | --- | ${SIZES.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  db.close();
}
