import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config.js';
import type { DatabaseDialect } from './dialect.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** PostgreSQL only: the schema in use, when not the default. */
  schema?: string | undefined;
  /**
   * A number that moves when another process may have committed to the store, for what this process cannot
   * learn from its own writes (the response cache retires everything when it moves, ADRs 0069, 0131). SQLite:
   * `PRAGMA data_version`, read at most every OTHER_PROCESS_CHECK_MS. PostgreSQL: always 0; the processes of
   * one deployment share what their writes retire through Redis (REDIS_URL).
   */
  otherProcessCommits(): number;
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
  return { db, dialect: 'postgres', schema, otherProcessCommits: () => 0, close: () => db.destroy() };
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
  // PRAGMA data_version moves when another connection commits, but reading it opens a read transaction on the
  // file (dear under load), so it is read at most every OTHER_PROCESS_CHECK_MS: another
  // process's commit shows that much later at most (ADR 0069).
  const otherCommits = sqlite.prepare('PRAGMA data_version').pluck();
  let commitsSeen = 0;
  let checkedAt = -Infinity;
  const otherProcessCommits = () => {
    const now = Date.now();
    if (now - checkedAt >= OTHER_PROCESS_CHECK_MS || now < checkedAt) {
      commitsSeen = otherCommits.get() as number;
      checkedAt = now;
    }
    return commitsSeen;
  };
  return { db, dialect: 'sqlite', otherProcessCommits, close: () => db.destroy() };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl, options.postgresSchema)
    : openSqlite(options.sqliteFile);
}
