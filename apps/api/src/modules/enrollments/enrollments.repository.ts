import type { Kysely } from 'kysely';
import { preparedQuery, preparedStatement } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { COURSE_SUMMARY_COLUMNS } from '../courses/course-presenter.js';

export function createEnrollmentsRepository(db: Kysely<Database>) {
  // Every course and lesson page of a signed-in learner asks this: compiled once (ADR 0064).
  const enrollment = preparedQuery(db, 2, (userId: string, courseId: string) =>
    db
      .selectFrom('enrollments')
      .select(['course_id', 'enrolled_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );
  const enrol = preparedStatement(4, (userId: string, courseId: string, now: number, expiresAt: number) =>
    db
      .insertInto('enrollments')
      .values({ user_id: userId, course_id: courseId, enrolled_at: now, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'course_id'])
          .doUpdateSet({ enrolled_at: now, expires_at: expiresAt })
          .where('enrollments.expires_at', '<=', now),
      ),
  );
  return {
    find: async (userId: string, courseId: string) => (await enrollment(userId, courseId))[0],

    /**
     * Starts an enrolment, or restarts an expired one. An active enrolment is left as it is (D14: enrolling
     * twice is not an error and does not extend it). One statement, so concurrent requests cannot clash.
     */
    async enroll(userId: string, courseId: string, now: number, expiresAt: number): Promise<void> {
      await enrol(db, userId, courseId, now, expiresAt);
    },

    /** Active enrolments with their course, newest first, and the first lesson to continue with. */
    listActive(userId: string, now: number) {
      return db
        .selectFrom('enrollments')
        .innerJoin('courses', 'courses.id', 'enrollments.course_id')
        .select(COURSE_SUMMARY_COLUMNS)
        .select(['enrollments.enrolled_at', 'enrollments.expires_at'])
        .select((eb) =>
          eb
            .selectFrom('lessons')
            .select('lessons.id')
            .whereRef('lessons.course_id', '=', 'courses.id')
            .orderBy('lessons.position')
            .limit(1)
            .as('first_lesson_id'),
        )
        .where('enrollments.user_id', '=', userId)
        .where('enrollments.expires_at', '>', now)
        .orderBy('enrollments.enrolled_at', 'desc')
        .orderBy('courses.id')
        .execute();
    },
  };
}

export type EnrollmentsRepository = ReturnType<typeof createEnrollmentsRepository>;
