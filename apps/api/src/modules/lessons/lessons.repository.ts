import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

export function createLessonsRepository(db: Kysely<Database>) {
  // Compiled once: every lesson page and every comment and like on a lesson reads these (ADR 0064).
  const findById = preparedQuery(db, 1, (lessonId: string) =>
    db.selectFrom('lessons').selectAll().where('id', '=', lessonId),
  );
  const captions = preparedQuery(db, 1, (lessonId: string) =>
    db
      .selectFrom('lesson_captions')
      .select(['language', 'label', 'media_key'])
      .where('lesson_id', '=', lessonId)
      .orderBy('position'),
  );
  // What a lesson's page shows of its viewer, in one statement (ADR 0136): the enrolment in its course, the like.
  const viewerOf = preparedQuery(db, 2, (userId: string, lessonId: string) =>
    db
      .selectFrom('lessons')
      .leftJoin('enrollments', (join) =>
        join.onRef('enrollments.course_id', '=', 'lessons.course_id').on('enrollments.user_id', '=', userId),
      )
      .select(['lessons.course_id', 'enrollments.expires_at'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('lesson_likes')
              .select('lesson_likes.lesson_id')
              .whereRef('lesson_likes.lesson_id', '=', 'lessons.id')
              .where('lesson_likes.user_id', '=', userId),
          )
          .as('is_liked'),
      )
      .where('lessons.id', '=', lessonId),
  );
  return {
    /** The viewer's enrolment expiry in the lesson's course (null for none) and like; undefined for no lesson. */
    viewerOf: async (userId: string, lessonId: string) => (await viewerOf(userId, lessonId))[0],

    /** A lesson's caption tracks (D52) in the catalogue's order. */
    captionsOf: (lessonId: string) => captions(lessonId),

    /** A lesson by its id alone (comments and likes address lessons without their course). */
    findById: async (lessonId: string) => (await findById(lessonId))[0],
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
