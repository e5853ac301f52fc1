import type { Kysely } from 'kysely';
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
  return {
    async find(userId: string, lessonId: string): Promise<ProgressRow | undefined> {
      return db
        .selectFrom('lesson_progress')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('lesson_id', '=', lessonId)
        .executeTakeFirst();
    },

    /** One statement, so two writes of one lesson (a tab closing while another saves) cannot clash. */
    async save(userId: string, row: ProgressRow): Promise<void> {
      await db
        .insertInto('lesson_progress')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'lesson_id']).doUpdateSet({
            position_seconds: row.position_seconds,
            completed: row.completed,
            updated_at: row.updated_at,
          }),
        )
        .execute();
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
