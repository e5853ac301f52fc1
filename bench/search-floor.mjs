// What exact ranking costs in SQLite's FTS5 alone, with no app around it: why course search cannot stay within
// 2x from 1k to 100k courses (issue 11) while it ranks every match (D16).
//
//   node --import tsx bench/search-floor.mjs
//
// Builds the same FTS5 table as migration 001 in memory, fills it with the growth bench's synthetic catalogue
// (1k, 10k, 100k courses) and times the pieces of a search for "reac" (3.3% of courses match): finding the matches,
// scoring them with the search's bm25 weights, and reading each match's course id. Prints p50 / p95 in ms.
// Reports only; writes nothing and is not part of `npm run bench`.
import { createRequire } from 'node:module';
import { courseRows } from './growth/synthetic-rows.mjs';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Database = require('better-sqlite3');

const SIZES = [1_006, 10_006, 100_006];
const QUERY = '"reac"*';
const WEIGHTS = '0.0, 10.0, 3.0, 1.0, 5.0';
const SAMPLES = 200;

const db = new Database(':memory:');
db.exec(`CREATE VIRTUAL TABLE course_search USING fts5(
  course_id UNINDEXED, title, sub_title, about, lesson_titles,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`);
const insert = db.prepare(
  'INSERT INTO course_search (course_id, title, sub_title, about, lesson_titles) ' +
    'VALUES (@course_id, @title, @sub_title, @about, @lesson_titles)',
);

// Each piece runs inside SQLite and hands back one row, so what is timed is the store's work, not JS rows.
const PIECES = {
  'count the matches': 'SELECT count(*) FROM course_search WHERE course_search MATCH ?',
  'score every match (bm25)': `WITH scored AS MATERIALIZED (
      SELECT bm25(course_search, ${WEIGHTS}) AS score FROM course_search WHERE course_search MATCH ?)
    SELECT min(score) FROM scored`,
  'score and read each course id': `WITH scored AS MATERIALIZED (
      SELECT bm25(course_search, ${WEIGHTS}) AS score, course_id FROM course_search WHERE course_search MATCH ?)
    SELECT min(score), max(course_id) FROM scored`,
  'FTS5 top 100 (ORDER BY rank)': `SELECT count(*) FROM (
      SELECT rowid FROM course_search WHERE course_search MATCH ? ORDER BY rank LIMIT 100)`,
};
const statements = Object.entries(PIECES).map(([name, text]) => [name, db.prepare(text).pluck()]);

function percentiles(statement) {
  for (let i = 0; i < 20; i += 1) statement.get(QUERY);
  const times = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = process.hrtime.bigint();
    statement.get(QUERY);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return `${times[SAMPLES / 2].toFixed(2)} / ${times[Math.floor(SAMPLES * 0.95)].toFixed(2)}`;
}

let filled = 0;
const rows = statements.map(([name]) => [name]);
for (const size of SIZES) {
  db.transaction(() => {
    for (const row of courseRows(filled, size, 5, Date.now()).course_search) insert.run(row);
  })();
  filled = size;
  statements.forEach(([, statement], index) => rows[index].push(percentiles(statement)));
}
const matches = statements[0][1].get(QUERY);
console.log(`FTS5 alone, query ${QUERY} (${matches} matches at ${SIZES.at(-1)} courses), p50 / p95 ms\n`);
console.log(`| piece | ${SIZES.map((size) => `${size} courses`).join(' | ')} |`);
console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
