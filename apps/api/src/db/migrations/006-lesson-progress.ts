import type { Kysely, Migration } from 'kysely';

// D32: where each learner is in each lesson (the last position, in whole seconds) and whether it is completed,
// so a course can show 'N of M lessons', tick its syllabus and resume where the learner stopped.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function lessonProgress(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('lesson_progress')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
        .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        // 0 or 1 on both stores, so one query shape counts completed lessons.
        .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
        .execute();
      // A course's progress and the enrolled list read one learner's rows of some courses: an index range.
      await db.schema
        .createIndex('lesson_progress_user_course_idx')
        .on('lesson_progress')
        .columns(['user_id', 'course_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('lesson_progress').execute();
    },
  };
}
