import type { Kysely } from 'kysely';
import { preparedQuery, preparedStatement } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

const COMMENT_COLUMNS = [
  'comments.id',
  'comments.lesson_id',
  'comments.body',
  'comments.created_at',
  'comments.updated_at',
  'comments.user_id',
  'owner.username as owner_username',
  'owner.avatar_key as owner_avatar_key',
] as const;

/** The two orders of a discussion (D34): most recently changed first, or oldest first. */
export type CommentOrder = 'recent' | 'oldest';
/** Where the previous page ended: the last comment's change time (ms) and id. */
export interface CommentCursor {
  updatedAt: number;
  id: string;
}

export function createCommentsRepository(db: Kysely<Database>) {
  const withOwner = () =>
    db
      .selectFrom('comments')
      .innerJoin('users as owner', 'owner.id', 'comments.user_id')
      .select(COMMENT_COLUMNS);

  /**
   * The first pages of a lesson's discussion, most recently changed first (D18, D34); compiled once, as every
   * lesson page reads it.
   */
  const listForLesson = preparedQuery(db, 3, (lessonId: string, limit: number, offset: number) =>
    withOwner()
      .where('comments.lesson_id', '=', lessonId)
      .orderBy('comments.updated_at', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(limit)
      .offset(offset),
  );

  // A comment post inserts its row and reads it back with its owner: both compiled once (ADR 0064).
  const commentById = preparedQuery(db, 1, (commentId: string) =>
    withOwner().where('comments.id', '=', commentId),
  );
  const insertComment = preparedStatement(
    5,
    (id: string, lessonId: string, userId: string, body: string, at: number) =>
      db.insertInto('comments').values({
        id,
        lesson_id: lessonId,
        user_id: userId,
        body,
        created_at: at,
        updated_at: at,
      }),
  );

  return {
    listForLesson: (lessonId: string, limit: number, offset: number) =>
      listForLesson(lessonId, limit, offset),

    /**
     * A page of a lesson's discussion in either order of the last change, from the start (`offset`) or after a
     * cursor (keyset: one index range, however deep the page).
     */
    pageForLesson(
      lessonId: string,
      page: { order: CommentOrder; limit: number; offset: number; after?: CommentCursor },
    ) {
      const direction = page.order === 'recent' ? 'desc' : 'asc';
      let query = withOwner().where('comments.lesson_id', '=', lessonId);
      if (page.after) {
        const { updatedAt, id } = page.after;
        const beyond = page.order === 'recent' ? '<' : '>';
        query = query.where((eb) =>
          eb.or([
            eb('comments.updated_at', beyond, updatedAt),
            eb.and([eb('comments.updated_at', '=', updatedAt), eb('comments.id', beyond, id)]),
          ]),
        );
      }
      return query
        .orderBy('comments.updated_at', direction)
        .orderBy('comments.id', direction)
        .limit(page.limit)
        .offset(page.after ? 0 : page.offset)
        .execute();
    },

    async find(commentId: string) {
      return (await commentById(commentId))[0];
    },

    async insert(comment: { id: string; lessonId: string; userId: string; body: string; at: number }) {
      await insertComment(db, comment.id, comment.lessonId, comment.userId, comment.body, comment.at);
    },

    async update(commentId: string, body: string, at: number) {
      await db.updateTable('comments').set({ body, updated_at: at }).where('id', '=', commentId).execute();
    },

    async delete(commentId: string) {
      await db.deleteFrom('comments').where('id', '=', commentId).execute();
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
export type CommentRow = NonNullable<Awaited<ReturnType<CommentsRepository['find']>>>;
