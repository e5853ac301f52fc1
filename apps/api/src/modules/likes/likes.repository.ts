import type { Kysely, Transaction } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import { preparedStatement } from '../../db/prepared-query.js';
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
 * The statements of one kind's toggle, built and compiled once (ADR 0064): a toggle runs four to eight of them
 * in its transaction, and building each through Kysely's query builder cost more than SQLite's own work on the
 * lesson like's small rows.
 */
function toggleStatements(db: Kysely<Database>, dialect: DatabaseDialect, target: LikeTarget) {
  // The three like tables share one shape; Kysely cannot follow a table name chosen at run time.
  const likes = target.table as 'lesson_likes';
  const key = target.key as 'lesson_id';
  const counted = target.counted as 'lessons';
  return {
    // The target's row first: on PostgreSQL a key-share lock, so a blog's deletion (which locks the row for
    // update first) waits for this toggle or makes it find nothing, and never runs between its statements;
    // trending's aging and other toggles (no-key updates) still go through.
    findTarget: preparedStatement(1, (targetId: string) => {
      const query = db.selectFrom(counted).select('id').where('id', '=', targetId);
      return dialect === 'postgres' ? query.forKeyShare() : query;
    }),
    removeLike: preparedStatement(2, (userId: string, targetId: string) =>
      db.deleteFrom(likes).where('user_id', '=', userId).where(key, '=', targetId).returning('created_at'),
    ),
    addLike: preparedStatement(3, (userId: string, targetId: string, now: number) =>
      db
        .insertInto(likes)
        .values({ user_id: userId, [key]: targetId, created_at: now } as never)
        .onConflict((conflict) => conflict.columns(['user_id', key]).doNothing()),
    ),
    moveCount: preparedStatement(2, (targetId: string, change: number) =>
      db
        .updateTable(counted)
        .set((eb) => ({ total_likes: eb('total_likes', '+', change) }))
        .where('id', '=', targetId)
        .returning('total_likes'),
    ),
    readCount: preparedStatement(1, (targetId: string) =>
      db.selectFrom(counted).select('total_likes').where('id', '=', targetId),
    ),
  };
}

/**
 * Keeps trending's ranking (ADR 0059) in the like's own transaction: the like's day bucket moves by
 * `change`, and so does `trending_likes` when that day is still in the window. The window row is read with a
 * shared lock (PostgreSQL), so a concurrent aging of the window waits for this toggle and sees its bucket.
 * A blog like also moves its liker's `liked_blog_count` (row-counters.ts's moveUserCounter, for one user).
 */
function blogStatements(db: Kysely<Database>, dialect: DatabaseDialect) {
  return {
    moveDay: preparedStatement(3, (blogId: string, day: number, change: number) =>
      db
        .insertInto('blog_like_days')
        .values({ blog_id: blogId, day, likes: change })
        .onConflict((conflict) =>
          conflict
            .columns(['blog_id', 'day'])
            .doUpdateSet((eb) => ({ likes: eb('blog_like_days.likes', '+', change) })),
        ),
    ),
    readWindow: preparedStatement(0, () => {
      const query = db.selectFrom('trending_window').select('start_day').where('id', '=', 1);
      // SQLite runs one write transaction at a time already.
      return dialect === 'postgres' ? query.forShare() : query;
    }),
    moveTrending: preparedStatement(2, (blogId: string, change: number) =>
      db
        .updateTable('blogs')
        .set((eb) => ({ trending_likes: eb('trending_likes', '+', change) }))
        .where('id', '=', blogId),
    ),
    moveLikedCount: preparedStatement(2, (userId: string, change: number) =>
      db
        .updateTable('users')
        .set((eb) => ({ liked_blog_count: eb('liked_blog_count', '+', change) }))
        .where('id', '=', userId),
    ),
  };
}

export function createLikesRepository(db: Kysely<Database>, dialect: DatabaseDialect) {
  const statements = {
    lesson: toggleStatements(db, dialect, LIKE_TARGETS.lesson),
    course: toggleStatements(db, dialect, LIKE_TARGETS.course),
    blog: toggleStatements(db, dialect, LIKE_TARGETS.blog),
  };
  const blog = blogStatements(db, dialect);

  async function moveTrending(trx: Transaction<Database>, blogId: string, likedAt: number, change: number) {
    const day = dayOf(likedAt);
    await blog.moveDay(trx, blogId, day, change);
    const window = (await blog.readWindow(trx)).rows[0];
    if (window && day >= window.start_day) await blog.moveTrending(trx, blogId, change);
  }

  return {
    /**
     * One like per user (D17): removes the like when present, adds it otherwise, and moves the counter by
     * exactly the rows that changed, in the same transaction (`total_likes = total_likes ± 1`), so the count
     * equals the number of like rows however many toggles run at once. A blog like also moves the liker's
     * `liked_blog_count`. Undefined when the target is gone (deleted since the caller looked it up).
     */
    toggle(kind: LikeKind, userId: string, targetId: string, now: number) {
      const run = statements[kind];
      return db.transaction().execute(async (trx) => {
        if ((await run.findTarget(trx, targetId)).rows.length === 0) return undefined;
        const removed = (await run.removeLike(trx, userId, targetId)).rows;
        let liked = false;
        let change = -removed.length;
        let likedAt = removed[0]?.created_at;
        if (change === 0) {
          const added = await run.addLike(trx, userId, targetId, now);
          change = Number(added.numAffectedRows ?? 0);
          likedAt = now;
          liked = true;
        }
        if (change !== 0 && kind === 'blog' && likedAt !== undefined) {
          await moveTrending(trx, targetId, Number(likedAt), change);
        }
        // The counter's update answers the new count; when nothing changed (a like that another toggle of the
        // same user had just added) it is read.
        const counted =
          change !== 0
            ? (await run.moveCount(trx, targetId, change)).rows
            : (await run.readCount(trx, targetId)).rows;
        // Last, so a toggle never waits for anything while it holds the liker's row.
        if (kind === 'blog' && change !== 0) await blog.moveLikedCount(trx, userId, change);
        return { likeStatus: liked, totalLikes: Number(counted[0]?.total_likes ?? 0) };
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
