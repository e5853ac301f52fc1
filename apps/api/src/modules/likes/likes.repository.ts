import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type LikeTarget =
  | { table: 'lesson_likes'; key: 'lesson_id'; counted: 'lessons' }
  | { table: 'course_likes'; key: 'course_id'; counted: 'courses' }
  | { table: 'blog_likes'; key: 'blog_id'; counted: 'blogs' };

export const LIKE_TARGETS = {
  lesson: { table: 'lesson_likes', key: 'lesson_id', counted: 'lessons' },
  course: { table: 'course_likes', key: 'course_id', counted: 'courses' },
  blog: { table: 'blog_likes', key: 'blog_id', counted: 'blogs' },
} as const satisfies Record<string, LikeTarget>;

export type LikeKind = keyof typeof LIKE_TARGETS;

export function createLikesRepository(db: Kysely<Database>) {
  return {
    /**
     * One like per user (D17): removes the like when present, adds it otherwise, and moves the counter by
     * exactly the rows that changed, in the same transaction (`total_likes = total_likes ± 1`), so the count
     * equals the number of like rows however many toggles run at once.
     */
    toggle(kind: LikeKind, userId: string, targetId: string, now: number) {
      // The three like tables share one shape; Kysely cannot follow a table name chosen at run time.
      const target = LIKE_TARGETS[kind] as LikeTarget;
      const likes = target.table as 'lesson_likes';
      const key = target.key as 'lesson_id';
      const counted = target.counted as 'lessons';
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom(likes)
          .where('user_id', '=', userId)
          .where(key, '=', targetId)
          .executeTakeFirst();
        let liked = false;
        let change = -Number(removed.numDeletedRows);
        if (change === 0) {
          const added = await trx
            .insertInto(likes)
            .values({ user_id: userId, [key]: targetId, created_at: now } as never)
            .onConflict((conflict) => conflict.columns(['user_id', key]).doNothing())
            .executeTakeFirst();
          change = Number(added.numInsertedOrUpdatedRows ?? 0);
          liked = true;
        }
        if (change !== 0) {
          await trx
            .updateTable(counted)
            .set((eb) => ({ total_likes: eb('total_likes', '+', change) }))
            .where('id', '=', targetId)
            .execute();
        }
        const row = await trx
          .selectFrom(counted)
          .select('total_likes')
          .where('id', '=', targetId)
          .executeTakeFirst();
        return { likeStatus: liked, totalLikes: Number(row?.total_likes ?? 0) };
      });
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
