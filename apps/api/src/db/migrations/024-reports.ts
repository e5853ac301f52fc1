import type { Kysely, Migration } from 'kysely';

// Issue 42: a report of a comment (or reply) or a blog, with its optional reason, at most one per person per
// thing (the primary key); `open` until a moderator acts on the thing. The queue reads the open ones grouped by
// thing (`reports_open_idx`).
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function reports(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reports')
        .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('reports_pk', ['reporter_id', 'target_type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('reports_open_idx')
        .on('reports')
        .columns(['open', 'target_type', 'target_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('reports').execute();
    },
  };
}
