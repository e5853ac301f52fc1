import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config.js';
import type { DatabaseDialect } from './dialect.js';
import type { Database } from './schema.js';
import { allowDirectReads } from './direct-reads.js';
import { withStatementCache } from './statement-cache.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** PostgreSQL only: the schema in use, when not the default. */
  schema?: string | undefined;
  /**
   * A token that changes whenever committed data may have changed, from this process or any other (what the
   * response cache checks its answers against, D42). SQLite: the rows this connection has changed plus
   * `PRAGMA data_version` (commits of other connections), one synchronous statement. PostgreSQL: the
   * current snapshot, which moves with every transaction id handed out or finished.
   */
  dataVersion(): string | Promise<string>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in `sqliteFile`. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  postgresSchema?: string | undefined;
}

const PG_INT8_OID = 20;
/** SQLite: how often the response cache looks for commits of other processes (ADR 0069). */
export const OTHER_PROCESS_CHECK_MS = 50;
const PG_NUMERIC_OID = 1700;

function openPostgres(url: string, schema: string | undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Epoch milliseconds and count(*) are int8: read them as numbers (all fit in 2^53) instead of strings.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID || oid === PG_NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const dataVersion = async () =>
    (await pool.query<{ v: string }>('SELECT pg_current_snapshot()::text AS v')).rows[0]?.v ?? '';
  return { db, dialect: 'postgres', schema, dataVersion, close: () => db.destroy() };
}

function openSqlite(file: string): DatabaseHandle {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers work while a write is in progress; foreign keys make deletes cascade as modelled.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  allowDirectReads(db, sqlite, statements);
  // total_changes() counts every row this connection inserted, updated or deleted (triggers included, rolled
  // back work too) and costs a tenth of a microsecond; PRAGMA data_version moves when another connection
  // commits, but reading it opens a read transaction on the file (4 us alone, far more under load), so it is
  // read at most every OTHER_PROCESS_CHECK_MS: another process's commit shows that much later at most (D42).
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const otherCommits = sqlite.prepare('PRAGMA data_version').pluck();
  let commitsSeen = 0;
  let checkedAt = -Infinity;
  const dataVersion = () => {
    const now = Date.now();
    if (now - checkedAt >= OTHER_PROCESS_CHECK_MS || now < checkedAt) {
      commitsSeen = otherCommits.get() as number;
      checkedAt = now;
    }
    return `${changes.get() as number}:${commitsSeen}`;
  };
  return { db, dialect: 'sqlite', dataVersion, close: () => db.destroy() };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl, options.postgresSchema)
    : openSqlite(options.sqliteFile);
}
