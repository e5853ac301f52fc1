import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createLessonsRepository(db: Kysely<Database>) {
  return {
    /** A lesson by its id alone (comments and likes address lessons without their course). */
    findById(lessonId: string) {
      return db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirst();
    },

    async isLikedBy(userId: string, lessonId: string): Promise<boolean> {
      const row = await db
        .selectFrom('lesson_likes')
        .select('lesson_id')
        .where('user_id', '=', userId)
        .where('lesson_id', '=', lessonId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
