import type { components } from '@devlearn/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../db/ids.js';
import { toIsoDate } from '../courses/course-presenter.js';
import { notFound } from '../../http/errors.js';
import { notificationDigestMail, type DigestItem } from '../../mail/notification-mails.js';
import type { Mailer } from '../../mail/mailer.js';
import { defaultAvatarOf } from '../../media/default-avatar.js';
import { publicMediaUrl } from '../../media/media-url.js';
import type {
  NotificationCursor,
  NotificationRow,
  NotificationsRepository,
} from './notifications.repository.js';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-tokens.js';

type Notification = components['schemas']['Notification'];
type NotificationPage = components['schemas']['NotificationPage'];

/** Issue 42: at most one mail per person per 15 minutes. */
export const DIGEST_GAP_MS = 15 * 60 * 1000;
/** A digest lists at most this many items (the rest wait for the next). */
const DIGEST_MAX_ITEMS = 20;
/** A digest that failed to go out is tried again after a minute. */
const DIGEST_RETRY_MS = 60 * 1000;
/** Each person keeps their newest this many notifications; older ones are pruned (ADR 0172). */
export const NOTIFICATIONS_KEPT_PER_PERSON = 1000;
/** The plain-text excerpt a notification carries. */
export const NOTIFICATION_EXCERPT_LENGTH = 140;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  unsubscribeInvalid: 'Invalid token. Please try again.',
  unsubscribed: 'You will no longer get mail about replies and mentions',
} as const;

/** A reply or a mention, as the comments service reports it. */
export interface DiscussionEvent {
  kind: 'reply' | 'mention';
  recipientIds: string[];
  actorId: string;
  courseId: string;
  lessonId: string;
  commentId: string;
  threadId: string;
  excerpt: string;
}

/** Where the web app shows a comment: its lesson page, with its thread open, scrolled to it. */
export function commentLink(
  appOrigin: string,
  row: Pick<NotificationRow, 'course_id' | 'lesson_id' | 'comment_id' | 'thread_id'>,
) {
  const lesson = `${appOrigin}/dashboard/courses/learn/${row.course_id ?? ''}/lesson/${row.lesson_id ?? ''}`;
  return `${lesson}?thread=${row.thread_id ?? ''}#comment-${row.comment_id ?? ''}`;
}

function toNotification(row: NotificationRow): Notification {
  const target: Notification['target'] =
    row.kind === 'blogLike'
      ? { type: 'blog', ...(row.blog_id ? { blogId: row.blog_id } : {}) }
      : {
          type: 'comment',
          ...(row.course_id ? { courseId: row.course_id } : {}),
          ...(row.lesson_id ? { lessonId: row.lesson_id } : {}),
          ...(row.comment_id ? { commentId: row.comment_id } : {}),
          ...(row.thread_id ? { threadId: row.thread_id } : {}),
        };
  return {
    _id: row.id,
    kind: row.kind,
    read: row.read_at !== null,
    createdAt: toIsoDate(Number(row.created_at)),
    actor: {
      _id: row.actor_id,
      username: row.actor_username,
      avatar: {
        url: row.actor_avatar_key
          ? publicMediaUrl(row.actor_avatar_key)
          : defaultAvatarOf({ id: row.actor_id, username: row.actor_username }).url,
      },
    },
    count: Number(row.count),
    excerpt: row.excerpt,
    target,
  };
}

function parseCursor(before: string | undefined): NotificationCursor | undefined {
  if (!before) return undefined;
  const [createdAt = '0', id = ''] = before.split('_');
  return { createdAt: Number(createdAt), id };
}

function headlineOf(row: NotificationRow): string {
  return row.kind === 'reply'
    ? `${row.actor_username} replied to your comment`
    : `${row.actor_username} mentioned you`;
}

export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  mailer: Mailer;
  appOrigin: string;
  unsubscribeKey: string;
  log: FastifyBaseLogger;
  now: () => number;
  /** Called when a digest falls due now, so a sweep runs without waiting for the timer. */
  onDigestDue?: () => void;
}) {
  const { notifications, mailer, appOrigin, unsubscribeKey, log, now } = deps;

  async function sendDigest(userId: string): Promise<void> {
    const recipient = await notifications.recipientOf(userId);
    if (!recipient) return;
    if (recipient.email_notifications !== 1) {
      await notifications.dropPendingMail(userId);
      return;
    }
    const rows = await notifications.pendingMail(userId, DIGEST_MAX_ITEMS);
    if (rows.length === 0) return;
    const items: DigestItem[] = rows.map((row) => ({
      headline: headlineOf(row),
      excerpt: row.excerpt,
      link: commentLink(appOrigin, row),
    }));
    const token = unsubscribeToken(unsubscribeKey, userId);
    await mailer.send(
      notificationDigestMail(recipient.email, recipient.username, items, {
        oneClickUrl: `${appOrigin}/api/v1/unsubscribe/${token}`,
        pageUrl: `${appOrigin}/unsubscribe/${token}`,
      }),
    );
    await notifications.settleMail(
      userId,
      rows.map((row) => row.id),
      2,
    );
    // More than one digest's worth waited: the rest go in the next one, 15 minutes on.
    if (rows.length === DIGEST_MAX_ITEMS) await notifications.scheduleDigest(userId, now(), DIGEST_GAP_MS);
  }

  return {
    /** A reply or mention for each recipient; mail waits for their next digest when they want mail. */
    async discussionEvent(event: DiscussionEvent, wantsMail: ReadonlySet<string>): Promise<void> {
      const recipients = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
      if (recipients.length === 0) return;
      const at = now();
      await notifications.insertMany(
        recipients.map((userId) => ({
          id: newId(),
          userId,
          kind: event.kind,
          actorId: event.actorId,
          courseId: event.courseId,
          lessonId: event.lessonId,
          commentId: event.commentId,
          threadId: event.threadId,
          excerpt: event.excerpt,
          mail: wantsMail.has(userId),
        })),
        at,
      );
      let dueNow = false;
      for (const userId of recipients) {
        if (!wantsMail.has(userId)) continue;
        if ((await notifications.scheduleDigest(userId, at, DIGEST_GAP_MS)) <= at) dueNow = true;
      }
      if (dueNow) deps.onDigestDue?.();
    },

    /** A like on a blog by someone else than its author: the day's group for that blog. */
    async blogLiked(like: { authorId: string; likerId: string; blogId: string; heading: string }) {
      if (like.authorId === like.likerId) return;
      const at = now();
      const day = Math.floor(at / 86_400_000);
      await notifications.addToGroup(
        {
          id: newId(),
          userId: like.authorId,
          kind: 'blogLike',
          actorId: like.likerId,
          blogId: like.blogId,
          excerpt: like.heading.slice(0, NOTIFICATION_EXCERPT_LENGTH),
          mail: false,
          groupKey: `blogLike:${like.blogId}:${day}`,
        },
        at,
      );
    },

    async list(userId: string, request: { limit: number; before?: string }): Promise<NotificationPage> {
      const rows = await notifications.page(userId, request.limit + 1, parseCursor(request.before));
      const shown = rows.slice(0, request.limit);
      const last = shown.at(-1);
      return {
        notifications: shown.map(toNotification),
        unread: (await notifications.unread(userId)).unread,
        nextCursor: rows.length > request.limit && last ? `${Number(last.created_at)}_${last.id}` : null,
      };
    },

    unread: (userId: string) => notifications.unread(userId),

    async markRead(userId: string, notificationId: string) {
      if (!(await notifications.markRead(userId, notificationId, now()))) {
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      }
      return { unread: (await notifications.unread(userId)).unread };
    },

    async markAllRead(userId: string) {
      await notifications.markAllRead(userId, now());
      return { unread: 0 };
    },

    async setEmailNotifications(userId: string, on: boolean): Promise<void> {
      await notifications.setEmailNotifications(userId, on);
      if (!on) await notifications.dropPendingMail(userId);
    },

    async unsubscribe(token: string): Promise<void> {
      const userId = userOfUnsubscribeToken(unsubscribeKey, token);
      if (!userId || !(await notifications.setEmailNotifications(userId, false))) {
        throw notFound(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      }
      await notifications.dropPendingMail(userId);
    },

    unsubscribeTokenOf: (userId: string) => unsubscribeToken(unsubscribeKey, userId),

    /** Sends every digest that is due (any server may run it; each digest is claimed by one). */
    async sweepDigests(limit = 50): Promise<number> {
      const at = now();
      let sent = 0;
      for (const digest of await notifications.dueDigests(at, limit)) {
        if (digest.due_at == null) continue;
        if (!(await notifications.claimDigest(digest.user_id, Number(digest.due_at), at))) continue;
        try {
          await sendDigest(digest.user_id);
          sent += 1;
        } catch (error) {
          log.error(
            { err: error, userId: digest.user_id },
            'notification digest failed; retrying in a minute',
          );
          await notifications.retryDigest(digest.user_id, at + DIGEST_RETRY_MS);
        }
      }
      return sent;
    },

    /** Prunes up to `limit` people's notifications to their newest NOTIFICATIONS_KEPT_PER_PERSON; returns how many went. */
    async pruneNotifications(limit = 100): Promise<number> {
      let pruned = 0;
      for (const userId of await notifications.overfullPeople(NOTIFICATIONS_KEPT_PER_PERSON, limit)) {
        pruned += await notifications.pruneBeyond(userId, NOTIFICATIONS_KEPT_PER_PERSON);
      }
      return pruned;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
