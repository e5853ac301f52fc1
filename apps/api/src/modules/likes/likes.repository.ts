import type { Kysely, Transaction } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import { moveUserCounter } from '../../db/row-counters.js';
import type { Database } from '../../db/schema.js';
import { dayOf } from '../blogs/trending-window.js';

type LikeTarget =
  | { table: 'lesson_likes'; key: 'lesson_id'; counted: 'lessons' }
  | { table: 'course_likes'; key: 'course_id'; counted: 'courses' }
  | { table: 'blog_likes'; key: 'blog_id'; counted: 'blogs' };

const LIKE_TARGETS = {
  lesson: { table: 'lesson_likes', key: 'lesson_id', counted: 'lessons' },
  course: { table: 'course_likes', key: 'course_id', counted: 'courses' },
  blog: { table: 'blog_likes', key: 'blog_id', counted: 'blogs' },
} as const satisfies Record<string, LikeTarget>;

export type LikeKind = keyof typeof LIKE_TARGETS;

/**
 * Keeps trending's ranking (ADR 0059) in the like's own transaction: the like's day bucket moves by
 * `change`, and so does `trending_likes` when that day is still in the window. The window row is read with a
 * shared lock (PostgreSQL), so a concurrent aging of the window waits for this toggle and sees its bucket.
 */
async function moveTrending(
  trx: Transaction<Database>,
  dialect: DatabaseDialect,
  blogId: string,
  likedAt: number,
  change: number,
) {
  const day = dayOf(likedAt);
  await trx
    .insertInto('blog_like_days')
    .values({ blog_id: blogId, day, likes: change })
    .onConflict((conflict) =>
      conflict
        .columns(['blog_id', 'day'])
        .doUpdateSet((eb) => ({ likes: eb('blog_like_days.likes', '+', change) })),
    )
    .execute();
  let windowQuery = trx.selectFrom('trending_window').select('start_day').where('id', '=', 1);
  // SQLite runs one write transaction at a time already.
  if (dialect === 'postgres') windowQuery = windowQuery.forShare();
  const window = await windowQuery.executeTakeFirst();
  if (window && day >= window.start_day) {
    await trx
      .updateTable('blogs')
      .set((eb) => ({ trending_likes: eb('trending_likes', '+', change) }))
      .where('id', '=', blogId)
      .execute();
  }
}

export function createLikesRepository(db: Kysely<Database>, dialect: DatabaseDialect) {
  return {
    /**
     * One like per user (D17): removes the like when present, adds it otherwise, and moves the counter by
     * exactly the rows that changed, in the same transaction (`total_likes = total_likes ± 1`), so the count
     * equals the number of like rows however many toggles run at once. A blog like also moves the liker's
     * `liked_blog_count`. Undefined when the target is gone (deleted since the caller looked it up).
     */
    toggle(kind: LikeKind, userId: string, targetId: string, now: number) {
      // The three like tables share one shape; Kysely cannot follow a table name chosen at run time.
      const target = LIKE_TARGETS[kind] as LikeTarget;
      const likes = target.table as 'lesson_likes';
      const key = target.key as 'lesson_id';
      const counted = target.counted as 'lessons';
      return db.transaction().execute(async (trx) => {
        // The target's row first: on PostgreSQL a key-share lock, so a blog's deletion (which locks the row
        // for update first) waits for this toggle or makes it find nothing, and never runs between its
        // statements; trending's aging and other toggles (no-key updates) still go through.
        let targetQuery = trx.selectFrom(counted).select('id').where('id', '=', targetId);
        if (dialect === 'postgres') targetQuery = targetQuery.forKeyShare();
        if (!(await targetQuery.executeTakeFirst())) return undefined;
        const removed = await trx
          .deleteFrom(likes)
          .where('user_id', '=', userId)
          .where(key, '=', targetId)
          .returning('created_at')
          .execute();
        let liked = false;
        let change = -removed.length;
        let likedAt = removed[0]?.created_at;
        if (change === 0) {
          const added = await trx
            .insertInto(likes)
            .values({ user_id: userId, [key]: targetId, created_at: now } as never)
            .onConflict((conflict) => conflict.columns(['user_id', key]).doNothing())
            .executeTakeFirst();
          change = Number(added.numInsertedOrUpdatedRows ?? 0);
          likedAt = now;
          liked = true;
        }
        if (change !== 0 && kind === 'blog' && likedAt !== undefined) {
          await moveTrending(trx, dialect, targetId, Number(likedAt), change);
        }
        if (change !== 0) {
          await trx
            .updateTable(counted)
            .set((eb) => ({ total_likes: eb('total_likes', '+', change) }))
            .where('id', '=', targetId)
            .execute();
        }
        // Last, so a toggle never waits for anything while it holds the liker's row.
        if (kind === 'blog') await moveUserCounter(trx, 'liked_blog_count', [userId], change);
        const row = await trx
          .selectFrom(counted)
          .select('total_likes')
          .where('id', '=', targetId)
          .executeTakeFirst();
        return { likeStatus: liked, totalLikes: Number(row?.total_likes ?? 0) };
      });
    },

    /** Whose blog it is and its heading, for the author's notification (issue 42). */
    blogAuthorOf(blogId: string) {
      return db
        .selectFrom('blogs')
        .select(['author_id', 'heading'])
        .where('id', '=', blogId)
        .executeTakeFirst();
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
