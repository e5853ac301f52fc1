import type { Kysely, Migration } from 'kysely';

// D33: one unfinished blog per author, saved while they type, so it survives a closed tab or another device.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function blogDrafts(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('blog_drafts')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('heading', 'text', (c) => c.notNull())
        .addColumn('sub_heading', 'text', (c) => c.notNull())
        .addColumn('blog_category', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('blog_drafts').execute();
    },
  };
}
