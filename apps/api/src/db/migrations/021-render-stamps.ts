import type { Kysely, Migration } from 'kysely';

// ADR 0134: a text kept rendered (a course's card in `courses.card_json`, migration 019) carries the stamp of
// the schema and renderer that made it, one row per kind of text; the app renders them again at start when its
// own stamp differs. This adds only the table: with no row, the first start renders every card once.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function renderStamps(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('render_stamps')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('stamp', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('render_stamps').execute();
    },
  };
}
