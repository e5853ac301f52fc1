import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
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

export function createCommentsRepository(db: Kysely<Database>) {
  const withOwner = () =>
    db
      .selectFrom('comments')
      .innerJoin('users as owner', 'owner.id', 'comments.user_id')
      .select(COMMENT_COLUMNS);

  /** A lesson's discussion, newest first (D18); compiled once, as every lesson page reads it. */
  const listForLesson = preparedQuery(db, 3, (lessonId: string, limit: number, offset: number) =>
    withOwner()
      .where('comments.lesson_id', '=', lessonId)
      .orderBy('comments.created_at', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(limit)
      .offset(offset),
  );

  return {
    listForLesson: (lessonId: string, limit: number, offset: number) =>
      listForLesson(lessonId, limit, offset),

    find(commentId: string) {
      return withOwner().where('comments.id', '=', commentId).executeTakeFirst();
    },

    async insert(comment: { id: string; lessonId: string; userId: string; body: string; at: number }) {
      await db
        .insertInto('comments')
        .values({
          id: comment.id,
          lesson_id: comment.lessonId,
          user_id: comment.userId,
          body: comment.body,
          created_at: comment.at,
          updated_at: comment.at,
        })
        .execute();
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
