'use client';

import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { GUEST_NAME } from '../../lib/product';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { cardVariants } from '../Card/Card';
import { Link } from '../Link';
import { Spinner } from '../Spinner';

/** What a moderator can do with reported content (the contract's ModerationAction). */
export type ModerationAction = 'hide' | 'restore' | 'dismiss';

/**
 * One reported item: structurally a contract `ModerationItem` plus the `href` the app builds from its `target`
 * (the comment in its lesson, or the blog).
 */
export type ModerationQueueItem = {
  targetType: 'comment' | 'blog';
  targetId: string;
  state: 'visible' | 'deleted' | 'hidden';
  /** Plain text: the comment, or the blog's heading. */
  excerpt: string;
  author: { _id: string; username?: string | null };
  openReports: number;
  /** The reasons given with the open reports, newest first. */
  reasons: string[];
  lastReportedAt: string;
  href: string;
};

export type ModerationQueueProps = {
  items: ModerationQueueItem[];
  /** Items with open reports in all (more than `items` when paged). @default items.length */
  total?: number;
  /** The queue is loading: a spinner instead of the list. @default false */
  isLoading?: boolean;
  /** Loading failed: this message, with 'Try again' when `onRetry` is given. @default none */
  error?: string | null;
  onRetry?: () => void;
  /**
   * Hide, Restore or Dismiss. A returned promise keeps that item's buttons busy; the app then updates `items`
   * (a hidden item stays listed as hidden until its reports are dismissed).
   */
  onAction: (item: ModerationQueueItem, action: ModerationAction) => void | Promise<unknown>;
  /** More reported items exist: 'Load more'. @default false */
  hasMore?: boolean;
  onLoadMore?: () => void;
  className?: string;
};

const TYPE_LABEL = { comment: 'Comment', blog: 'Blog' } as const;

const keyOf = (item: ModerationQueueItem) => `${item.targetType}:${item.targetId}`;

/**
 * The moderators' page body (`/dashboard/moderation`, D50): the content with open reports, each with what it is,
 * its excerpt linking to the place, its author, how many reported it and their reasons, the last report's date,
 * its state, and Hide (or Restore, once hidden) and Dismiss. Empty, loading and error states have their own text.
 */
export function ModerationQueue({
  items,
  total = items.length,
  isLoading = false,
  error = null,
  onRetry,
  onAction,
  hasMore = false,
  onLoadMore,
  className,
}: ModerationQueueProps) {
  const headingId = useId();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const act = async (item: ModerationQueueItem, action: ModerationAction) => {
    const key = keyOf(item);
    setBusy((all) => new Set(all).add(key));
    try {
      await onAction(item, action);
    } catch {
      // The app reports the failure; the item stays as it was.
    } finally {
      setBusy((all) => {
        const next = new Set(all);
        next.delete(key);
        return next;
      });
    }
  };

  let body;
  if (isLoading) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label="Loading reports" />
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
  } else if (items.length === 0) {
    body = <p className="py-12 text-center text-dl-muted">No open reports</p>;
  } else {
    body = (
      <ul className="m-0 flex list-none flex-col gap-3 p-0" aria-label="Reported content">
        {items.map((item) => {
          const key = keyOf(item);
          const isBusy = busy.has(key);
          const author = item.author.username || GUEST_NAME;
          const type = TYPE_LABEL[item.targetType];
          return (
            <li
              key={key}
              data-slot="moderation-item"
              data-state={item.state}
              className={cn(cardVariants({ elevation: 'flat' }), 'flex flex-col gap-3 p-4')}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="rounded-dl-pill bg-dl-surface-raised px-2 py-0.5 font-semibold">{type}</span>
                <span className="text-dl-muted">by {author}</span>
                {item.state === 'hidden' ? (
                  <span className="rounded-dl-pill border border-dl-line px-2 py-0.5 text-dl-muted">
                    Hidden
                  </span>
                ) : null}
                <span className="ml-auto flex items-center gap-1 font-semibold text-dl-danger">
                  <Flag aria-hidden className="size-4" />
                  {item.openReports === 1 ? '1 report' : `${item.openReports} reports`}
                </span>
              </div>
              <Link
                href={item.href}
                className="line-clamp-3 rounded-dl-control text-dl-fg underline-offset-4 hover:underline"
              >
                {item.excerpt || `(${type.toLowerCase()} without text)`}
              </Link>
              {item.reasons.length > 0 ? (
                <div className="text-sm">
                  <p className="font-semibold">Reasons</p>
                  <ul className="m-0 list-disc pl-6 text-dl-muted">
                    {item.reasons.map((reason, index) => (
                      <li key={index}>{reason}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-sm text-dl-muted">No reason given</p>
              )}
              <div className="flex flex-wrap items-center gap-2">
                <p className="mr-auto text-sm text-dl-muted">
                  Last reported{' '}
                  <time dateTime={item.lastReportedAt}>{formatLongDate(item.lastReportedAt)}</time>
                </p>
                {item.state === 'hidden' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    isLoading={isBusy}
                    aria-label={`Restore ${type.toLowerCase()} by ${author}`}
                    onClick={() => void act(item, 'restore')}
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    variant="danger"
                    size="sm"
                    isLoading={isBusy}
                    aria-label={`Hide ${type.toLowerCase()} by ${author}`}
                    onClick={() => void act(item, 'hide')}
                  >
                    Hide
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={isBusy}
                  aria-label={`Dismiss reports on ${type.toLowerCase()} by ${author}`}
                  onClick={() => void act(item, 'dismiss')}
                >
                  Dismiss
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      data-slot="moderation-queue"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={headingId} className="text-2xl font-bold">
          Moderation
        </h1>
        {!isLoading && !error ? (
          <p className="text-sm text-dl-muted">
            {total === 1 ? '1 item with open reports' : `${total} items with open reports`}
          </p>
        ) : null}
      </div>
      {body}
      {hasMore && onLoadMore && !isLoading && !error ? (
        <Button variant="outline" className="self-center" onClick={onLoadMore}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
