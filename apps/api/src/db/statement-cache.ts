import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

// Enough for every distinct SQL text the app runs (a few hundred); a list of ids of varying length makes new
// texts, so the map is bounded and forgets the least recently used.
const MAX_CACHED_STATEMENTS = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with `prepare(sql)` answering a statement prepared once
 * per SQL text (ADR 0064): Kysely's driver prepares on every query, and better-sqlite3 statements are
 * reusable. A statement still busy (an unfinished `iterate`) is never handed out twice; a fresh one is.
 */
export function withStatementCache(
  sqlite: BetterSqliteDatabase,
  maxStatements = MAX_CACHED_STATEMENTS,
): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Map order is insertion order: move it to the young end.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > maxStatements) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
