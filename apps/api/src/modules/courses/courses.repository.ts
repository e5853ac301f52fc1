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
  const courseLike = preparedQuery(db, 2, (userId: string, courseId: string) =>
    db
      .selectFrom('course_likes')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );
  const favorite = preparedQuery(db, 2, (userId: string, courseId: string) =>
    db
      .selectFrom('favorites')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );

  return {
    listPage: (limit: number, offset: number): Promise<CourseCardRow[]> => listPage(limit, offset),

    /** From the kept counter, not a count of the table (ADR 0060). */
    count: () => readRowCounter('courses'),

    find: async (courseId: string) => (await findCourse(courseId))[0],

    lessonsOf: (courseId: string) => lessonsOf(courseId),

    isLikedBy: async (userId: string, courseId: string): Promise<boolean> =>
      (await courseLike(userId, courseId)).length > 0,

    isFavoriteOf: async (userId: string, courseId: string): Promise<boolean> =>
      (await favorite(userId, courseId)).length > 0,
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
