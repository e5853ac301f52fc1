import { sql, type Kysely, type Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, NotificationKind } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export interface NewNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  actorId: string;
  courseId?: string;
  lessonId?: string;
  commentId?: string;
  threadId?: string;
  blogId?: string;
  excerpt: string;
  /** Waits for the person's next digest (replies and mentions to a person who wants mail). */
  mail: boolean;
}

/** Where the previous page ended: the last item's time (ms) and id. */
export interface NotificationCursor {
  createdAt: number;
  id: string;
}

const NOTIFICATION_COLUMNS = [
  'notifications.id',
  'notifications.kind',
  'notifications.course_id',
  'notifications.lesson_id',
  'notifications.comment_id',
  'notifications.thread_id',
  'notifications.blog_id',
  'notifications.excerpt',
  'notifications.count',
  'notifications.created_at',
  'notifications.read_at',
  'notifications.actor_id',
  'actor.username as actor_username',
  'actor.avatar_key as actor_avatar_key',
] as const;

type Writer = Kysely<Database> | Transaction<Database>;

/** Moves a person's unread count by `delta` (or sets it to 0) and their version, creating the row on first use. */
async function moveCounter(trx: Writer, userId: string, change: { delta: number } | { reset: true }) {
  const unread = 'reset' in change ? 0 : Math.max(change.delta, 0);
  await trx
    .insertInto('notification_counters')
    .values({ user_id: userId, unread, version: 1 })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        unread: 'reset' in change ? 0 : sql<number>`notification_counters.unread + ${change.delta}`,
        version: sql<number>`notification_counters.version + 1`,
      }),
    )
    .execute();
}

export function createNotificationsRepository(db: Kysely<Database>) {
  // The bell's poll: one primary-key read (compiled once, ADR 0064).
  const unreadOf = preparedQuery(db, 1, (userId: string) =>
    db.selectFrom('notification_counters').select(['unread', 'version']).where('user_id', '=', userId),
  );
  const firstPage = preparedQuery(db, 2, (userId: string, limit: number) =>
    db
      .selectFrom('notifications')
      .innerJoin('users as actor', 'actor.id', 'notifications.actor_id')
      .select(NOTIFICATION_COLUMNS)
      .where('notifications.user_id', '=', userId)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(limit),
  );

  return {
    /** New notifications and their people's counts, in one transaction. */
    async insertMany(items: NewNotification[], at: number): Promise<void> {
      if (items.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const item of items) {
          await trx
            .insertInto('notifications')
            .values({
              id: item.id,
              user_id: item.userId,
              kind: item.kind,
              actor_id: item.actorId,
              course_id: item.courseId ?? null,
              lesson_id: item.lessonId ?? null,
              comment_id: item.commentId ?? null,
              thread_id: item.threadId ?? null,
              blog_id: item.blogId ?? null,
              group_key: null,
              excerpt: item.excerpt,
              created_at: at,
              read_at: null,
              mail_state: item.mail ? 1 : 0,
            })
            .execute();
          await moveCounter(trx, item.userId, { delta: 1 });
        }
      });
    },

    /**
     * A like on a blog: one item per blog per day (`groupKey`), counting its likes; each like makes it the
     * newest and unread again.
     */
    async addToGroup(item: NewNotification & { groupKey: string }, at: number): Promise<void> {
      const bump = async () =>
        db.transaction().execute(async (trx) => {
          const existing = await trx
            .selectFrom('notifications')
            .select(['id', 'read_at'])
            .where('user_id', '=', item.userId)
            .where('group_key', '=', item.groupKey)
            .executeTakeFirst();
          if (!existing) return false;
          await trx
            .updateTable('notifications')
            .set((eb) => ({
              count: eb('count', '+', 1),
              actor_id: item.actorId,
              created_at: at,
              read_at: null,
            }))
            .where('id', '=', existing.id)
            .execute();
          await moveCounter(trx, item.userId, { delta: existing.read_at === null ? 0 : 1 });
          return true;
        });
      if (await bump()) return;
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('notifications')
            .values({
              id: item.id,
              user_id: item.userId,
              kind: item.kind,
              actor_id: item.actorId,
              blog_id: item.blogId ?? null,
              group_key: item.groupKey,
              excerpt: item.excerpt,
              created_at: at,
              read_at: null,
              mail_state: 0,
            })
            .execute();
          await moveCounter(trx, item.userId, { delta: 1 });
        });
      } catch (error) {
        // Another like of the same blog made the group first: count this one in it.
        if (!isUniqueViolation(error)) throw error;
        await bump();
      }
    },

    /** Newest first, one range of notifications_user_created_idx per page. */
    page(userId: string, limit: number, before?: NotificationCursor) {
      if (!before) return firstPage(userId, limit);
      return db
        .selectFrom('notifications')
        .innerJoin('users as actor', 'actor.id', 'notifications.actor_id')
        .select(NOTIFICATION_COLUMNS)
        .where('notifications.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('notifications.created_at', '<', before.createdAt),
            eb.and([
              eb('notifications.created_at', '=', before.createdAt),
              eb('notifications.id', '<', before.id),
            ]),
          ]),
        )
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(limit)
        .execute();
    },

    async unread(userId: string): Promise<{ unread: number; version: number }> {
      const [row] = await unreadOf(userId);
      return { unread: Number(row?.unread ?? 0), version: Number(row?.version ?? 0) };
    },

    /** Answers false when there is no such notification of this person. */
    async markRead(userId: string, notificationId: string, at: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('notifications')
          .select(['id', 'read_at'])
          .where('id', '=', notificationId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!found) return false;
        if (found.read_at !== null) return true;
        await trx
          .updateTable('notifications')
          .set({ read_at: at })
          .where('id', '=', notificationId)
          .execute();
        await moveCounter(trx, userId, { delta: -1 });
        return true;
      });
    },

    async markAllRead(userId: string, at: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('notifications')
          .set({ read_at: at })
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .execute();
        await moveCounter(trx, userId, { reset: true });
      });
    },

    // ---------------------------------------------------------------- mail digests

    /** The person's next digest: now when the last went 15 minutes ago or more, else 15 minutes after it. */
    async scheduleDigest(userId: string, now: number, gapMs: number): Promise<number> {
      const row = await db
        .selectFrom('mail_digests')
        .select(['due_at', 'last_sent_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (row?.due_at != null) return Number(row.due_at);
      const due = row?.last_sent_at != null ? Math.max(now, Number(row.last_sent_at) + gapMs) : now;
      await db
        .insertInto('mail_digests')
        .values({ user_id: userId, due_at: due, last_sent_at: null })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ due_at: due }).where('mail_digests.due_at', 'is', null),
        )
        .execute();
      return due;
    },

    dueDigests(now: number, limit: number) {
      return db
        .selectFrom('mail_digests')
        .select(['user_id', 'due_at'])
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(limit)
        .execute();
    },

    /** Takes a due digest for this server: only one of several servers sweeping at once wins it. */
    async claimDigest(userId: string, dueAt: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('mail_digests')
        .set({ due_at: null, last_sent_at: now })
        .where('user_id', '=', userId)
        .where('due_at', '=', dueAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A digest that could not be sent goes again at `retryAt`, its items still waiting. */
    async retryDigest(userId: string, retryAt: number): Promise<void> {
      await db.updateTable('mail_digests').set({ due_at: retryAt }).where('user_id', '=', userId).execute();
    },

    recipientOf(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'username', 'email_notifications'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    pendingMail(userId: string, limit: number) {
      return db
        .selectFrom('notifications')
        .innerJoin('users as actor', 'actor.id', 'notifications.actor_id')
        .select(NOTIFICATION_COLUMNS)
        .where('notifications.user_id', '=', userId)
        .where('notifications.mail_state', '=', 1)
        .orderBy('notifications.created_at', 'asc')
        .limit(limit)
        .execute();
    },

    async settleMail(userId: string, ids: string[], state: 0 | 2): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('notifications')
        .set({ mail_state: state })
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
    },

    /** Everything still waiting for a digest, for a person who turned mail off. */
    async dropPendingMail(userId: string): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ mail_state: 0 })
        .where('user_id', '=', userId)
        .where('mail_state', '=', 1)
        .execute();
      await db.updateTable('mail_digests').set({ due_at: null }).where('user_id', '=', userId).execute();
    },

    /** Up to `limit` people holding more than `keep` notifications (ADR 0172). */
    async overfullPeople(keep: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('notifications')
        .select('user_id')
        .groupBy('user_id')
        .having((eb) => eb.fn.countAll(), '>', keep)
        .limit(limit)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * Deletes a person's notifications beyond their newest `keep` (the list's order) and takes the unread among
     * them off their count; returns how many went.
     */
    async pruneBeyond(userId: string, keep: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const oldestKept = await trx
          .selectFrom('notifications')
          .select(['created_at', 'id'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(keep - 1)
          .limit(1)
          .executeTakeFirst();
        if (!oldestKept) return 0;
        const older = trx
          .selectFrom('notifications')
          .where('user_id', '=', userId)
          .where((eb) =>
            eb.or([
              eb('created_at', '<', oldestKept.created_at),
              eb.and([eb('created_at', '=', oldestKept.created_at), eb('id', '<', oldestKept.id)]),
            ]),
          );
        const counts = await older
          .select((eb) => [
            eb.fn.countAll<number>().as('all'),
            eb.fn.sum<number>(eb.case().when('read_at', 'is', null).then(1).else(0).end()).as('unread'),
          ])
          .executeTakeFirstOrThrow();
        const gone = Number(counts.all);
        if (gone === 0) return 0;
        await trx.deleteFrom('notifications').where('id', 'in', older.select('id')).execute();
        const unread = Number(counts.unread ?? 0);
        if (unread > 0) await moveCounter(trx, userId, { delta: -unread });
        return gone;
      });
    },

    async setEmailNotifications(userId: string, on: boolean): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email_notifications: on ? 1 : 0 })
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository['pendingMail']>>[number];
