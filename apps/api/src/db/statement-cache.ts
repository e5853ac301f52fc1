import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

// Enough for every distinct SQL text the app runs (a few hundred); a list of ids of varying length makes new
// texts, so the map is bounded and forgets the least recently used.
const MAX_CACHED_STATEMENTS = 500;
/**
 * What the kept statements may hold, as estimated by `statementBytes`. Measured with better-sqlite3 12 (process
 * RSS over thousands of prepared statements): a one-row select of ~80 characters holds ~5 KB, a 643-character
 * one with an IN list of 200 parameters ~38 KB; SQLite's program grows with the text.
 */
export const MAX_CACHED_STATEMENT_BYTES = 8 * 1024 * 1024;

/** A prepared statement's memory, roughly: SQLite's compiled program grows about 60 bytes per SQL character. */
export function statementBytes(sql: string): number {
  return 2048 + 64 * sql.length;
}

/**
 * The database as Kysely's SQLite dialect sees it, with `prepare(sql)` answering a statement prepared once
 * per SQL text (ADR 0064): Kysely's driver prepares on every query, and better-sqlite3 statements are
 * reusable. A statement still busy (an unfinished `iterate`) is never handed out twice; a fresh one is. At most
 * `maxStatements` are kept, and at most `maxBytes` of them by `statementBytes`, the least recently used going
 * first.
 */
export function withStatementCache(
  sqlite: BetterSqliteDatabase,
  maxStatements = MAX_CACHED_STATEMENTS,
  maxBytes = MAX_CACHED_STATEMENT_BYTES,
): SqliteDatabase {
  const statements = new Map<string, Statement>();
  let keptBytes = 0;
  return {
    close: () => {
      statements.clear();
      keptBytes = 0;
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
      const bytes = statementBytes(sql);
      if (cached || bytes > maxBytes) return statement;
      statements.set(sql, statement);
      keptBytes += bytes;
      for (const oldest of statements.keys()) {
        if (statements.size <= maxStatements && keptBytes <= maxBytes) break;
        statements.delete(oldest);
        keptBytes -= statementBytes(oldest);
      }
      return statement;
    },
  };
}
