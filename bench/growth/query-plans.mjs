import Database from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import pg from 'pg';

// Records the SQL the real repositories run for one request (by wrapping the two drivers the app uses), then
// asks the store how it runs each query: EXPLAIN QUERY PLAN on SQLite, EXPLAIN (ANALYZE) on PostgreSQL.

let recording = null;

function recordStatement(sql, parameters) {
  if (recording) recording.push({ sql, parameters: [...(parameters ?? [])] });
}

/** Must run before the app opens its database. Idempotent. */
export function installQueryRecorder() {
  if (Database.prototype.prepare.__benchRecorder) return;
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function recordedPrepare(sql) {
    const statement = prepare.call(this, sql);
    // Every statement is wrapped, also those prepared before a recording starts: the app keeps its prepared
    // statements and runs them again for every request.
    for (const method of ['all', 'get', 'run', 'iterate']) {
      const original = statement[method];
      statement[method] = (...args) => {
        if (recording) recordStatement(sql, Array.isArray(args[0]) ? args[0] : args);
        return original.apply(statement, args);
      };
    }
    return statement;
  };
  Database.prototype.prepare.__benchRecorder = true;

  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function recordedQuery(config, values, callback) {
    if (typeof config === 'string') recordStatement(config, Array.isArray(values) ? values : []);
    // Named (prepared) queries arrive as a config object with their text and values.
    else if (config && typeof config.text === 'string') recordStatement(config.text, config.values ?? []);
    return query.call(this, config, values, callback);
  };
}

/** The statements the callback made the app run (callers must not run anything else meanwhile). */
export async function recordQueries(callback) {
  recording = [];
  try {
    await callback();
    return recording;
  } finally {
    recording = null;
  }
}

// SQLite's plan has no row counts: a SCAN reads a whole table or index unless a LIMIT stops it early (an
// in-order index scan does stop), and "TEMP B-TREE FOR ORDER BY" sorts every matching row before the LIMIT
// ("FOR LAST TERM" only sorts ties, which a LIMIT also stops). An FTS5 scan hands over every match unless it
// walks its rowids in order (idxNum bit 64, FTS5_BI_ORDER_ROWID) under a LIMIT. When no step reads stored rows
// without bound, the sorts and the scans of subqueries only see the bounded rows those steps gave them.
// PostgreSQL's ANALYZE gives real counts: any
// step that returns or filters away more rows than a page could ever need grows with the data (a Seq Scan of
// a ten-row table does not).
function sqliteStepGrows(line, sql) {
  if (/^USE TEMP B-TREE FOR ORDER BY/.test(line)) return true;
  if (!/^SCAN /.test(line) || /VIRTUAL TABLE/.test(line)) return false;
  return !/USING (COVERING )?INDEX/.test(line) || !/\blimit\b/i.test(sql);
}
const FTS5_ORDER_ROWID = 64;

function fts5ScanGrows(line, sql) {
  const scan = /^SCAN \S+ VIRTUAL TABLE INDEX (\d+):\S*M/.exec(line);
  return Boolean(scan) && !(Number(scan[1]) & FTS5_ORDER_ROWID && /\blimit\b/i.test(sql));
}

function sqliteGrowingSteps(lines, sql) {
  const steps = lines.map((line) => line.trim());
  // Subqueries and CTEs, whose rows are what their own steps gave.
  const derived = new Set(steps.flatMap((step) => /^(?:CO-ROUTINE|MATERIALIZE) (.+)$/.exec(step)?.[1] ?? []));
  const readsStoredRows = (step) => {
    const name = /^SCAN (\S+)/.exec(step)?.[1];
    return Boolean(name) && !derived.has(name) && !name.startsWith('(subquery-');
  };
  const unbounded = steps.some(
    (step) => fts5ScanGrows(step, sql) || (readsStoredRows(step) && sqliteStepGrows(step, sql)),
  );
  if (!unbounded) return [];
  return steps.filter((step) => fts5ScanGrows(step, sql) || sqliteStepGrows(step, sql));
}
const POSTGRES_ROWS = /actual rows=(\d+) loops=(\d+)/;
const ROWS_A_PAGE_NEVER_NEEDS = 1000;

/** The rows a plan step touched: what it returned (times its loops) plus what its filter threw away. */
function postgresRowsTouched(lines, index) {
  const counts = POSTGRES_ROWS.exec(lines[index]);
  let touched = counts ? Number(counts[1]) * Number(counts[2]) : 0;
  const indent = lines[index].search(/\S/);
  for (let next = index + 1; next < lines.length; next += 1) {
    const detail = lines[next];
    if (detail.search(/\S/) <= indent || /->/.test(detail)) break;
    const removed = /Rows Removed by (Filter|Index Recheck): (\d+)/.exec(detail);
    if (removed) touched += Number(removed[2]);
  }
  return touched;
}

function postgresGrowingSteps(lines) {
  return lines
    .filter((_, index) => postgresRowsTouched(lines, index) > ROWS_A_PAGE_NEVER_NEEDS)
    .map((line) => line.trim());
}

function isRead(sql) {
  return /^\s*(select|with)\b/i.test(sql);
}

async function explainOne(db, dialect, { sql, parameters }) {
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, parameters));
    const lines = rows.map((row) => row.detail);
    return { lines, growingSteps: sqliteGrowingSteps(lines, sql) };
  }
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${sql}`, parameters),
  );
  const lines = rows.map((row) => row['QUERY PLAN']);
  return { lines, growingSteps: postgresGrowingSteps(lines) };
}

/** Every distinct read statement of one request, each with its plan and the steps that grow with the data. */
export async function explainStatements(db, dialect, statements) {
  const seen = new Set();
  const plans = [];
  for (const statement of statements) {
    if (!isRead(statement.sql) || seen.has(statement.sql)) continue;
    seen.add(statement.sql);
    plans.push({ sql: statement.sql, ...(await explainOne(db, dialect, statement)) });
  }
  return plans;
}
