import Database from 'better-sqlite3';
import pg from 'pg';

// Bulk writers for the generator: the fastest honest way into each store, bypassing the API (whose per-row
// work is measured elsewhere). SQLite: one prepared INSERT per table, many rows per transaction.
// PostgreSQL: one INSERT ... SELECT FROM unnest(arrays) per batch of rows.

const PG_BATCH_ROWS = 5000;
const SQLITE_WRITER_CACHE_KB = 1024 * 1024;

function columnsOf(rows) {
  return Object.keys(rows[0]);
}

export function openSqliteWriter(file) {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 10000');
  // Generation only: random-id index inserts into million-row tables thrash the default 2 MB page cache,
  // and throwaway data needs no fsync.
  sqlite.pragma(`cache_size = -${SQLITE_WRITER_CACHE_KB}`);
  sqlite.pragma('synchronous = OFF');
  const statements = new Map();
  const statementFor = (table, columns) => {
    const key = `${table}:${columns.join(',')}`;
    if (!statements.has(key)) {
      const placeholders = columns.map((column) => `@${column}`).join(', ');
      statements.set(
        key,
        sqlite.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})`),
      );
    }
    return statements.get(key);
  };
  const insertAll = sqlite.transaction((tables) => {
    for (const [table, rows] of Object.entries(tables)) {
      if (rows.length === 0) continue;
      const statement = statementFor(table, columnsOf(rows));
      for (const row of rows) statement.run(row);
    }
  });
  return {
    /** Inserts every table's rows in one transaction. */
    async insert(tables) {
      insertAll(tables);
    },
    /** The secondary indexes of these tables as their own CREATE statements (primary keys stay). */
    async secondaryIndexes(tables) {
      const placeholders = tables.map(() => '?').join(', ');
      return sqlite
        .prepare(
          `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${placeholders})`,
        )
        .all(...tables)
        .map((index) => ({ name: index.name, create: index.sql }));
    },
    async run(statement) {
      sqlite.exec(statement);
    },
    async close() {
      sqlite.close();
    },
  };
}

function pgArrayType(values) {
  const sample = values.find((value) => value !== null && value !== undefined);
  return typeof sample === 'number' ? 'bigint[]' : 'text[]';
}

export async function openPostgresWriter(connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  // Generation only: a crash loses the batch, which is fine for throwaway benchmark data.
  await client.query('SET synchronous_commit = off');
  return {
    async insert(tables) {
      await client.query('BEGIN');
      try {
        for (const [table, rows] of Object.entries(tables)) {
          const columns = rows.length > 0 ? columnsOf(rows) : [];
          for (let start = 0; start < rows.length; start += PG_BATCH_ROWS) {
            const batch = rows.slice(start, start + PG_BATCH_ROWS);
            const arrays = columns.map((column) => batch.map((row) => row[column]));
            const unnest = arrays.map((values, index) => `$${index + 1}::${pgArrayType(values)}`).join(', ');
            await client.query(
              `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${unnest})`,
              arrays,
            );
          }
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    async secondaryIndexes(tables) {
      const { rows } = await client.query(
        `SELECT indexname AS name, indexdef AS create FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = ANY($1)
            AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
        [tables],
      );
      return rows;
    },
    async run(statement) {
      await client.query(statement);
    },
    async close() {
      await client.end();
    },
  };
}

/**
 * Bulk loading into million-row tables is several times faster without their secondary indexes (random ids
 * make every index insert a random page write once an index outgrows the cache). They are dropped for the
 * fill and rebuilt from their own definitions after it, so the app reads through exactly its own schema.
 */
export async function withoutSecondaryIndexes(writer, tables, fill) {
  const indexes = await writer.secondaryIndexes(tables);
  for (const index of indexes) await writer.run(`DROP INDEX ${index.name}`);
  try {
    return await fill();
  } finally {
    for (const index of indexes) await writer.run(index.create);
  }
}

/** A throwaway PostgreSQL database for one run, created and later dropped through the maintenance db. */
export async function createScratchPostgresDatabase(maintenanceUrl) {
  const name = `devlearn_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: maintenanceUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
