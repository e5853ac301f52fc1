import { sql, type Kysely, type Migration } from 'kysely';

// ADR 0060: list pages answer their totals (`totalBlogs`, the catalogue's size) from counters kept in
// the same transaction as the insert or delete, instead of counting a whole table on every request.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function rowCounters(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('row_counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'bigint', (c) => c.notNull())
        .execute();
      await sql`
        INSERT INTO row_counters (name, value)
        SELECT 'blogs', COUNT(*) FROM blogs
        UNION ALL SELECT 'courses', COUNT(*) FROM courses`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('row_counters').execute();
    },
  };
}
