'use client';

import { AtSign, Heart, MessageSquareReply } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Link } from '../Link';
import { Spinner } from '../Spinner';

/** What a notification is about (issue 42): a reply to your comment, a mention of you, likes on your blog. */
export type NotificationKind = 'reply' | 'mention' | 'blogLike';

/**
 * One notification as the list shows it: structurally a contract `Notification` plus the `href` the app builds
 * from its `target` with its route table. Likes on a blog arrive grouped per blog per day, so one item carries
 * their count.
 */
export type NotificationListItem = {
  _id: string;
  kind: NotificationKind;
  /** Where the item leads: the comment (with its anchor) or the blog. */
  href: string;
  /** Read items lose their unread mark and their 'Mark as read' button. */
  read: boolean;
  /** When it happened (ISO date); for grouped likes, the latest like of that day. */
  createdAt: string;
  /** Who replied or mentioned; for likes, the latest liker. A missing name reads 'Someone'. */
  actor?: { username?: string | null } | null;
  /** A short plain-text excerpt of the reply or comment, or the blog's heading for likes. @default none */
  excerpt?: string | null;
  /** Likes of this group (blogLike only). @default 1 */
  count?: number;
};

export type NotificationListProps = {
  notifications: NotificationListItem[];
  /** The first page is loading: a spinner instead of the list. @default false */
  isLoading?: boolean;
  /** Loading failed: this message in an alert, with 'Try again' when `onRetry` is given. @default none */
  error?: string | null;
  onRetry?: () => void;
  /** Marks one item read ('Mark as read'). */
  onMarkRead: (notificationId: string) => void;
  /** Marks every item read ('Mark all as read', shown while any is unread). */
  onMarkAllRead: () => void;
  /** An item's link was followed (the bell closes its popover). @default none */
  onNavigate?: (notification: NotificationListItem) => void;
  className?: string;
};

const icons = { reply: MessageSquareReply, mention: AtSign, blogLike: Heart } as const;

/** The sentence an item reads as: who did what. */
export function notificationText(item: NotificationListItem): string {
  const who = item.actor?.username || 'Someone';
  switch (item.kind) {
    case 'reply':
      return `${who} replied to your comment`;
    case 'mention':
      return `${who} mentioned you`;
    case 'blogLike': {
      const others = (item.count ?? 1) - 1;
      if (others <= 0) return `${who} liked your blog`;
      return `${who} and ${others} ${others === 1 ? 'other' : 'others'} liked your blog`;
    }
  }
}

/**
 * The notifications: each item a link to its place with who did what, an excerpt and the date; unread items are
 * marked (also in words for screen readers) and offer 'Mark as read'; 'Mark all as read' heads the list while any
 * is unread. Loading, error and empty states have their own text.
 */
export function NotificationList({
  notifications,
  isLoading = false,
  error = null,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  onNavigate,
  className,
}: NotificationListProps) {
  const unread = notifications.filter((item) => !item.read).length;
  let body;
  if (isLoading) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner label="Loading notifications" />
      </div>
    );
  } else if (error) {
    body = (
      <Alert tone="error">
        <p>{error}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  } else if (notifications.length === 0) {
    body = <p className="py-8 text-center text-sm text-dl-muted">You have no notifications yet</p>;
  } else {
    body = (
      <ul className="m-0 flex list-none flex-col gap-1 p-0" aria-label="Notifications">
        {notifications.map((item) => {
          const Icon = icons[item.kind];
          return (
            <li
              key={item._id}
              data-slot="notification"
              data-state={item.read ? 'read' : 'unread'}
              className={cn(
                'flex items-start gap-2 rounded-dl-control p-2',
                item.read ? 'bg-transparent' : 'bg-dl-surface-raised',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'mt-1.5 size-2 shrink-0 rounded-full',
                  item.read ? 'bg-transparent' : 'bg-dl-ring',
                )}
              />
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-dl-muted" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <Link
                  href={item.href}
                  onClick={() => onNavigate?.(item)}
                  className="rounded-dl-control text-sm font-semibold text-dl-fg underline-offset-4 hover:underline"
                >
                  {item.read ? null : <span className="sr-only">Unread: </span>}
                  {notificationText(item)}
                </Link>
                {item.excerpt ? <p className="truncate text-sm text-dl-muted">{item.excerpt}</p> : null}
                <time dateTime={item.createdAt} className="text-xs text-dl-muted">
                  {formatLongDate(item.createdAt)}
                </time>
              </div>
              {item.read ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 px-2! text-xs"
                  aria-label={`Mark as read: ${notificationText(item)}`}
                  onClick={() => onMarkRead(item._id)}
                >
                  Mark as read
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div data-slot="notification-list" className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">Notifications</h2>
        {!isLoading && !error && unread > 0 ? (
          <Button variant="link" size="sm" onClick={onMarkAllRead}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
