import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { GUEST_NAME } from '../../lib/product';
import { cardVariants } from '../Card/Card';
import { CommentBody } from '../CommentBody';
import { HiddenNotice } from '../HiddenNotice';
import { CommentMenu } from './CommentMenu';

/**
 * A comment or a reply as the thread shows it: structurally a contract `Comment` (issue 42's fields optional, so
 * a plain-text comment of before still shows).
 */
export type ThreadComment = {
  _id: string;
  /** The Markdown source (what Edit starts from); shown as plain text only when `html` is missing. */
  comment: string;
  /** The server's sanitised HTML of `comment` (see CommentBody); empty when deleted, or hidden from the viewer. */
  html?: string | null;
  /** `deleted` (its owner deleted it while it had replies) or `hidden` (by a moderator). @default 'visible' */
  state?: 'visible' | 'deleted' | 'hidden';
  /** Replies to a top-level comment. @default 0 */
  replyCount?: number;
  /** The top-level comment a reply answers. @default null */
  parentId?: string | null;
  updatedAt?: string | null;
  owner: { _id: string; username?: string | null; avatar?: { url: string } | null };
};

/** The element id of a comment or reply, for links to it (`#comment-<id>`, e.g. from a notification). */
export function commentAnchorId(commentId: string): string {
  return `comment-${commentId}`;
}

export type CommentItemProps = {
  comment: ThreadComment;
  /** The signed-in user owns this comment: the menu offers Edit and Delete instead of Report. */
  isOwner: boolean;
  /** This comment is the one being edited. */
  isEditing: boolean;
  /** A reply, inside its comment's replies. @default false */
  isReply?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
  /** Under the comment's text: Reply and the replies toggle. @default none */
  actions?: ReactNode;
  /** After the comment's card: its replies and the reply box. @default none */
  children?: ReactNode;
};

/**
 * One comment or reply: avatar, name, date, the body (the server's HTML, or plain text for a comment without it)
 * and its 'More options' menu. A deleted comment reads 'This comment was deleted' with no name and no menu; a
 * hidden one reads 'This comment was hidden by a moderator', to its owner above the body (D49, D50).
 */
export function CommentItem({
  comment,
  isOwner,
  isEditing,
  isReply = false,
  onEdit,
  onDelete,
  onReport,
  actions,
  children,
}: CommentItemProps) {
  const state = comment.state ?? 'visible';
  const name = comment.owner.username || GUEST_NAME;
  const date = formatLongDate(comment.updatedAt);
  const hasBody = comment.html ? true : comment.html === undefined || comment.html === null;
  const showsBody = state === 'visible' || (state === 'hidden' && isOwner && hasBody);

  let body: ReactNode;
  if (state === 'deleted') body = <HiddenNotice kind="commentDeleted" />;
  else if (!showsBody) body = <HiddenNotice kind="commentHidden" />;
  else {
    const text = comment.html ? (
      <CommentBody html={comment.html} />
    ) : (
      // A comment without server HTML is plain text, never HTML (D18).
      <p data-selectable className="text-sm break-words whitespace-pre-wrap">
        {comment.comment}
      </p>
    );
    body =
      state === 'hidden' ? (
        <>
          <HiddenNotice kind="commentHidden" />
          {text}
        </>
      ) : (
        text
      );
  }

  const menu =
    state === 'deleted' || (state === 'hidden' && !isOwner) ? null : (
      <CommentMenu
        actions={
          isOwner
            ? [
                { label: 'Edit', onSelect: onEdit },
                { label: 'Delete', onSelect: onDelete, danger: true },
              ]
            : [{ label: 'Report', onSelect: onReport }]
        }
      />
    );

  return (
    <li
      data-slot={isReply ? 'reply' : 'comment'}
      data-state={isEditing ? 'editing' : undefined}
      data-comment-state={state}
      className="flex flex-col gap-2"
    >
      <div
        id={commentAnchorId(comment._id)}
        className={cn(
          cardVariants({ elevation: 'flat', tone: isEditing ? 'active' : 'default' }),
          'flex scroll-mt-24 gap-3 p-3',
        )}
      >
        {state === 'deleted' ? null : comment.owner.avatar?.url ? (
          <img src={comment.owner.avatar.url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-dl-surface-raised text-sm font-bold uppercase"
          >
            {name.charAt(0)}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {state === 'deleted' ? null : (
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold">{name}</span>
              {date ? (
                <time dateTime={comment.updatedAt ?? undefined} className="text-dl-muted">
                  {date}
                </time>
              ) : null}
            </p>
          )}
          {body}
          {actions}
        </div>
        {menu}
      </div>
      {children}
    </li>
  );
}
