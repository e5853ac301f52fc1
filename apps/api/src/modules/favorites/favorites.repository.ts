import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { COURSE_SUMMARY_COLUMNS } from '../courses/course-presenter.js';

export function createFavoritesRepository(db: Kysely<Database>) {
  return {
    /** Removes the favourite when present, adds it otherwise; returns whether it is a favourite now (D14). */
    toggle(userId: string, courseId: string, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('favorites')
          .where('user_id', '=', userId)
          .where('course_id', '=', courseId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) return false;
        await trx
          .insertInto('favorites')
          .values({ user_id: userId, course_id: courseId, created_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
          .execute();
        return true;
      });
    },

    async courseIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('favorites')
        .select('course_id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('course_id')
        .execute();
      return rows.map((row) => row.course_id);
    },

    /** The favourite courses, most recently added first. */
    coursesOf(userId: string) {
      return db
        .selectFrom('favorites')
        .innerJoin('courses', 'courses.id', 'favorites.course_id')
        .select(COURSE_SUMMARY_COLUMNS)
        .where('favorites.user_id', '=', userId)
        .orderBy('favorites.created_at', 'desc')
        .orderBy('courses.id')
        .execute();
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
