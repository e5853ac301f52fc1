import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import { rowCounterReader } from '../../db/row-counters.js';
import type { Database } from '../../db/schema.js';
import { COURSE_CARD_COLUMN, type CourseCardRow } from './course-presenter.js';

export function createCoursesRepository(db: Kysely<Database>) {
  // The reads of every catalogue and course page, compiled once (ADR 0064).
  /** Most popular first; among equals the oldest first, so the catalogue keeps the order it was made in. */
  const listPage = preparedQuery(db, 2, (limit: number, offset: number) =>
    db
      .selectFrom('courses')
      .select(COURSE_CARD_COLUMN)
      .orderBy('courses.total_likes', 'desc')
      .orderBy('courses.created_at', 'asc')
      .orderBy('courses.id', 'asc')
      .limit(limit)
      .offset(offset),
  );
  const readRowCounter = rowCounterReader(db);
  const findCourse = preparedQuery(db, 1, (courseId: string) =>
    db.selectFrom('courses').selectAll().where('id', '=', courseId),
  );
  const lessonsOf = preparedQuery(db, 1, (courseId: string) =>
    db
      .selectFrom('lessons')
      .select(['id', 'title', 'sub_heading', 'duration_seconds'])
      .where('course_id', '=', courseId)
      .orderBy('position'),
  );
  // What a course's page shows of its viewer, in one statement (ADR 0136): the enrolment, the like, the favourite.
  const viewerOf = preparedQuery(db, 2, (userId: string, courseId: string) =>
    db
      .selectFrom('courses')
      .leftJoin('enrollments', (join) =>
        join.onRef('enrollments.course_id', '=', 'courses.id').on('enrollments.user_id', '=', userId),
      )
      .select([
        'enrollments.course_id as enrolled_course_id',
        'enrollments.enrolled_at',
        'enrollments.expires_at',
      ])
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('course_likes')
              .select('course_likes.course_id')
              .whereRef('course_likes.course_id', '=', 'courses.id')
              .where('course_likes.user_id', '=', userId),
          )
          .as('is_liked'),
        eb
          .exists(
            eb
              .selectFrom('favorites')
              .select('favorites.course_id')
              .whereRef('favorites.course_id', '=', 'courses.id')
              .where('favorites.user_id', '=', userId),
          )
          .as('is_favorite'),
      ])
      .where('courses.id', '=', courseId),
  );

  return {
    /** The viewer's enrolment (if any), like and favourite of a course; undefined for no such course. */
    viewerOf: async (userId: string, courseId: string) => (await viewerOf(userId, courseId))[0],

    listPage: (limit: number, offset: number): Promise<CourseCardRow[]> => listPage(limit, offset),

    /** From the kept counter, not a count of the table (ADR 0060). */
    count: () => readRowCounter('courses'),

    find: async (courseId: string) => (await findCourse(courseId))[0],

    lessonsOf: (courseId: string) => lessonsOf(courseId),
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
