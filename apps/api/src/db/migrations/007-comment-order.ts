import type { Kysely, Migration } from 'kysely';

// D34: a lesson's discussion is read in order of the last change (updated_at, then id) a page at a time, in
// either direction, from a cursor: one index range per page, however many comments the lesson has.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function commentOrder(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('comments_lesson_updated_idx')
        .on('comments')
        .columns(['lesson_id', 'updated_at', 'id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('comments_lesson_updated_idx').execute();
    },
  };
}
