import type { Kysely, Migration } from 'kysely';

// D52: a lesson's WebVTT caption tracks, one row per lesson and language, in the catalogue's order (`position`);
// the file is a media key like the lesson's video, served by signed, expiring link to enrolled learners only.
// And each learner's remembered caption choice (on or off, and the language), one row per learner who chose.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function lessonCaptions(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('lesson_captions')
        .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('media_key', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('lesson_captions_pk', ['lesson_id', 'language'])
        .execute();
      await db.schema
        .createTable('caption_preferences')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        // 0 or 1 on both stores.
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('language', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('caption_preferences').execute();
      await db.schema.dropTable('lesson_captions').execute();
    },
  };
}
