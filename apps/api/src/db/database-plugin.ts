import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseOptions } from './connection.js';
import type { DatabaseDialect } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DatabaseDialect;
    /** See DatabaseHandle.otherProcessCommits. */
    otherProcessCommits: () => number;
  }
}

/** Opens the store, brings its schema up to date and closes it when the app closes (after in-flight work). */
export const databasePlugin = fp<DatabaseOptions>(
  async (app, options) => {
    const handle = openDatabase(options);
    try {
      await migrateToLatest(handle.db, handle.dialect, handle.schema);
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('otherProcessCommits', handle.otherProcessCommits);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
