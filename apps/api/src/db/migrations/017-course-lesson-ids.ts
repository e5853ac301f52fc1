import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';

// ADR 0062: every course card carries its syllabus (D38: the ids of its lessons in order). Read from `lessons`
// it was a second statement for every page of cards, and at a full page (a search of 100 courses) the dearer
// of the two on SQLite, and one more round trip on PostgreSQL.
// The ids are now kept on the course, comma-joined in syllabus order (ids are hex, never a comma), written with
// `lesson_count` by the one writer of lessons: the catalogue import, which writes a course and its lessons in one
// transaction and never changes them after. Course pages still read the lessons themselves.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function courseLessonIds(dialect: DatabaseDialect): Migration {
  const joinedIds =
    dialect === 'sqlite'
      ? sql`group_concat(lessons.id, ',' ORDER BY lessons.position)`
      : sql`string_agg(lessons.id, ',' ORDER BY lessons.position)`;
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('courses')
        .addColumn('lesson_ids', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`
        UPDATE courses SET lesson_ids = COALESCE(
          (SELECT ${joinedIds} FROM lessons WHERE lessons.course_id = courses.id), '')`.execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('courses').dropColumn('lesson_ids').execute();
    },
  };
}
