import { sql, type Kysely } from 'kysely';
import { preparedQuery, preparedStatement } from '../../db/prepared-query.js';
import type { CommentState, Database } from '../../db/schema.js';

const COMMENT_COLUMNS = [
  'comments.id',
  'comments.lesson_id',
  'comments.body',
  'comments.html',
  'comments.parent_id',
  'comments.reply_count',
  'comments.state',
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

export interface NewComment {
  id: string;
  lessonId: string;
  userId: string;
  body: string;
  html: string;
  at: number;
  /** The top-level comment a reply answers. */
  parentId?: string;
}

export function createCommentsRepository(db: Kysely<Database>) {
  const withOwner = () =>
    db
      .selectFrom('comments')
      .innerJoin('users as owner', 'owner.id', 'comments.user_id')
      .select(COMMENT_COLUMNS);
  // Top-level comments only: `parent_id is null` is the condition of comments_threads_idx (migration 022), so
  // a page is one range of that index however many replies the lesson has.
  const threads = () => withOwner().where('comments.parent_id', 'is', null);

  /**
   * The first pages of a lesson's discussion, most recently changed first (D18, D34); compiled once, as every
   * lesson page reads it.
   */
  const listForLesson = preparedQuery(db, 3, (lessonId: string, limit: number, offset: number) =>
    threads()
      .where('comments.lesson_id', '=', lessonId)
      .orderBy('comments.updated_at', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(limit)
      .offset(offset),
  );
  /** A thread's replies, oldest first: one range of comments_replies_idx. */
  const listReplies = preparedQuery(db, 3, (parentId: string, limit: number, offset: number) =>
    withOwner()
      .where('comments.parent_id', '=', parentId)
      .orderBy('comments.created_at', 'asc')
      .orderBy('comments.id', 'asc')
      .limit(limit)
      .offset(offset),
  );

  // A comment post inserts its row and reads it back with its owner: both compiled once (ADR 0064).
  const commentById = preparedQuery(db, 1, (commentId: string) =>
    withOwner().where('comments.id', '=', commentId),
  );
  const insertComment = preparedStatement(
    7,
    (
      id: string,
      lessonId: string,
      userId: string,
      body: string,
      html: string,
      parentId: string | null,
      at: number,
    ) =>
      db.insertInto('comments').values({
        id,
        lesson_id: lessonId,
        user_id: userId,
        body,
        html,
        parent_id: parentId,
        created_at: at,
        updated_at: at,
      }),
  );

  return {
    listForLesson: (lessonId: string, limit: number, offset: number) =>
      listForLesson(lessonId, limit, offset),

    listReplies: (parentId: string, limit: number, offset: number) => listReplies(parentId, limit, offset),

    /**
     * A page of a lesson's discussion in either order of the last change, from the start (`offset`) or after a
     * cursor (keyset: one index range, however deep the page).
     */
    pageForLesson(
      lessonId: string,
      page: { order: CommentOrder; limit: number; offset: number; after?: CommentCursor },
    ) {
      const direction = page.order === 'recent' ? 'desc' : 'asc';
      let query = threads().where('comments.lesson_id', '=', lessonId);
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

    /** A comment, or a reply with its thread's count moved in the same transaction. */
    async insert(comment: NewComment) {
      const { id, lessonId, userId, body, html, at } = comment;
      const parentId = comment.parentId ?? null;
      if (!parentId) {
        await insertComment(db, id, lessonId, userId, body, html, null, at);
        return;
      }
      await db.transaction().execute(async (trx) => {
        await insertComment(trx, id, lessonId, userId, body, html, parentId, at);
        await trx
          .updateTable('comments')
          .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
          .where('id', '=', parentId)
          .execute();
      });
    },

    async update(commentId: string, body: string, html: string, at: number) {
      await db
        .updateTable('comments')
        .set({ body, html, updated_at: at })
        .where('id', '=', commentId)
        .execute();
    },

    /**
     * The owner's delete. A top-level comment with replies stays as "deleted" (body gone) so its thread reads on;
     * a reply is removed with its thread's count, and a deleted thread whose last reply goes goes too.
     */
    async delete(commentId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('comments')
          .select(['parent_id', 'reply_count'])
          .where('id', '=', commentId)
          .executeTakeFirst();
        if (!row) return;
        if (row.parent_id === null && row.reply_count > 0) {
          await trx
            .updateTable('comments')
            .set({ state: 'deleted', body: '', html: '' })
            .where('id', '=', commentId)
            .execute();
          return;
        }
        await trx.deleteFrom('comments').where('id', '=', commentId).execute();
        if (row.parent_id === null) {
          await trx.deleteFrom('comments').where('parent_id', '=', commentId).execute();
          return;
        }
        await trx
          .updateTable('comments')
          .set((eb) => ({ reply_count: eb('reply_count', '-', 1) }))
          .where('id', '=', row.parent_id)
          .execute();
        await trx
          .deleteFrom('comments')
          .where('id', '=', row.parent_id)
          .where('state', '=', 'deleted')
          .where('reply_count', '<=', 0)
          .execute();
      });
    },

    /** A moderator's hide or restore; a comment its owner deleted stays deleted. Answers whether it changed. */
    async setModerationState(commentId: string, state: Extract<CommentState, 'visible' | 'hidden'>) {
      const result = await db
        .updateTable('comments')
        .set({ state })
        .where('id', '=', commentId)
        .where('state', '!=', 'deleted')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
export type CommentRow = NonNullable<Awaited<ReturnType<CommentsRepository['find']>>>;

/** The people of a course's discussions: those with an active enrolment in it (issue 42). */
export function createDiscussionPeopleRepository(db: Kysely<Database>) {
  const enrolled = (courseId: string, now: number) =>
    db
      .selectFrom('enrollments')
      .innerJoin('users', 'users.id', 'enrollments.user_id')
      .select(['users.id', 'users.username', 'users.avatar_key', 'users.email_notifications'])
      .where('enrollments.course_id', '=', courseId)
      .where('enrollments.expires_at', '>', now);

  return {
    /** Those of `names` (lower-cased usernames) who can see the course's discussions. */
    mentionable(courseId: string, names: string[], now: number) {
      if (names.length === 0) return Promise.resolve([]);
      return enrolled(courseId, now)
        .where(sql<string>`lower(${sql.ref('users.username')})`, 'in', names)
        .execute();
    },

    /** Up to `limit` of them whose username starts with `prefix` (any case), alphabetically. */
    candidates(courseId: string, prefix: string, now: number, limit: number, exceptUserId: string) {
      const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return enrolled(courseId, now)
        .where('users.id', '!=', exceptUserId)
        .where(sql<boolean>`lower(${sql.ref('users.username')}) like ${pattern} escape '\\'`)
        .orderBy('users.username')
        .limit(limit)
        .execute();
    },

    /** Of these people, those who want mail about replies and mentions. */
    async wantingMail(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', userIds)
        .where('email_notifications', '=', 1)
        .execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type DiscussionPeopleRepository = ReturnType<typeof createDiscussionPeopleRepository>;
