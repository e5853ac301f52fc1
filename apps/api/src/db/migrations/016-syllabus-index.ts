import type { Kysely, Migration } from 'kysely';

// ADR 0061: every course card carries its syllabus (the ids of its lessons in order), read for a page of cards
// with one `course_id IN (...)` over `lessons_course_position_idx`. That index held (course_id, position) only,
// so each lesson's id was fetched from the table: one table page per course once a catalogue outgrows the
// cache. With the id in the index the read touches the index alone, in order.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const INDEX = 'lessons_course_position_idx';

async function indexLessons(db: Kysely<any>, columns: string[]): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.createIndex(INDEX).on('lessons').columns(columns).execute();
}

export function syllabusIndex(): Migration {
  return {
    up: (db: Kysely<any>) => indexLessons(db, ['course_id', 'position', 'id']),
    down: (db: Kysely<any>) => indexLessons(db, ['course_id', 'position']),
  };
}
