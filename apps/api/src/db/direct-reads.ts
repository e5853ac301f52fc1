import type { Database as BetterSqliteDatabase } from 'better-sqlite3';
import type { CompiledQuery, Kysely, SqliteDatabase } from 'kysely';

/** Runs a read now and gives its rows, or gives undefined when it must go through Kysely instead. */
type DirectReader = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

// Keyed by the Kysely instance of the app's store (`db`); another instance (a plugin's copy) goes through Kysely.
const directReaders = new WeakMap<object, DirectReader>();

/**
 * SQLite only (ADR 0064): lets the app's reads skip Kysely's driver, which serialises every query of the one
 * connection through a lock and several promise turns. better-sqlite3 runs a statement synchronously, so a read outside a transaction is
 * already alone on the connection; inside one (another request's `db.transaction()`, which holds Kysely's
 * lock across its awaits) it would see that transaction's uncommitted rows, so it declines and the query
 * waits for the lock as before. Writes always go through Kysely.
 */
export function allowDirectReads<DB>(
  db: Kysely<DB>,
  sqlite: BetterSqliteDatabase,
  statements: SqliteDatabase,
): void {
  directReaders.set(db, (sql, parameters) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(sql) as ReturnType<BetterSqliteDatabase['prepare']>;
    if (!statement.reader) return undefined;
    return statement.all(parameters);
  });
}

/** The rows of a compiled query: straight from SQLite when allowed (see allowDirectReads), else via Kysely. */
export async function executeRows<DB, Row>(db: Kysely<DB>, query: CompiledQuery<Row>): Promise<Row[]> {
  const rows = directReaders.get(db)?.(query.sql, query.parameters);
  if (rows) return rows as Row[];
  return (await db.executeQuery(query)).rows;
}
