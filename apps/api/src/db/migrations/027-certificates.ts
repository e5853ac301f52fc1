import type { Kysely, Migration } from 'kysely';

// D51: a certificate per learner and course, issued once when every lesson is completed and never taken back.
// `id` is the public verification id (128 random bits, lowercase base32); the learner's name and the course's
// title are kept as they were at issue, so the certificate reads the same later. The unique pair makes a second
// issue (two completing saves at once) a conflict that the insert ignores.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function certificates(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('certificates')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('learner_name', 'text', (c) => c.notNull())
        .addColumn('course_title', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('certificates_user_course_key', ['user_id', 'course_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('certificates').execute();
    },
  };
}
