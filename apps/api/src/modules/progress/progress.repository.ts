import type { Kysely } from 'kysely';
import { preparedQuery, preparedStatement } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

export interface ProgressRow {
  lesson_id: string;
  course_id: string;
  position_seconds: number;
  completed: number;
  updated_at: number;
}

const COLUMNS = ['lesson_id', 'course_id', 'position_seconds', 'completed', 'updated_at'] as const;

export function createProgressRepository(db: Kysely<Database>) {
  // A player saves every few seconds while a lesson plays: both statements of a save are compiled once (ADR 0064).
  const progressOf = preparedQuery(db, 2, (userId: string, lessonId: string) =>
    db
      .selectFrom('lesson_progress')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId),
  );
  const upsert = preparedStatement(
    6,
    (
      userId: string,
      lessonId: string,
      courseId: string,
      position: number,
      completed: number,
      updatedAt: number,
    ) =>
      db
        .insertInto('lesson_progress')
        .values({
          user_id: userId,
          lesson_id: lessonId,
          course_id: courseId,
          position_seconds: position,
          completed,
          updated_at: updatedAt,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'lesson_id']).doUpdateSet({
            position_seconds: position,
            completed,
            updated_at: updatedAt,
          }),
        ),
  );
  return {
    async find(userId: string, lessonId: string): Promise<ProgressRow | undefined> {
      return (await progressOf(userId, lessonId))[0];
    },

    /** One statement, so two writes of one lesson (a tab closing while another saves) cannot clash. */
    async save(userId: string, row: ProgressRow): Promise<void> {
      await upsert(
        db,
        userId,
        row.lesson_id,
        row.course_id,
        row.position_seconds,
        row.completed,
        row.updated_at,
      );
    },

    /** One learner's rows in some courses (an index range on user and course). */
    async ofCourses(userId: string, courseIds: string[]): Promise<ProgressRow[]> {
      if (courseIds.length === 0) return [];
      return db
        .selectFrom('lesson_progress')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('course_id', 'in', [...new Set(courseIds)])
        .execute();
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
