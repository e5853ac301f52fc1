'use client';

import { ChevronDown, ChevronRight, MessageSquareReply } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { CommentItem, type ThreadComment } from './CommentItem';

export type ReplyToggleProps = {
  count: number;
  expanded: boolean;
  /** The replies region's id, for aria-controls. */
  controls: string;
  onToggle: () => void;
};

/** 'N replies': shows or hides a comment's replies (aria-expanded). */
export function ReplyToggle({ count, expanded, controls, onToggle }: ReplyToggleProps) {
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="px-2!"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      data-slot="reply-toggle"
    >
      <Chevron aria-hidden />
      {count === 1 ? '1 reply' : `${count} replies`}
    </Button>
  );
}

/** 'Reply': opens the reply box under a comment. */
export function ReplyButton({ onClick, commentOwner }: { onClick: () => void; commentOwner: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="px-2!"
      onClick={onClick}
      aria-label={`Reply to ${commentOwner}`}
      data-slot="reply-button"
    >
      <MessageSquareReply aria-hidden />
      Reply
    </Button>
  );
}

export type CommentRepliesProps = {
  id: string;
  /** The replies, oldest first as the server sends them; undefined while they load. */
  replies: ThreadComment[] | undefined;
  /** Whose comment they answer, for the list's name. */
  commentOwner: string;
  currentUserId: string | null;
  editingId: string | null;
  onEdit: (reply: ThreadComment) => void;
  onDelete: (reply: ThreadComment) => void;
  onReport: (reply: ThreadComment) => void;
  /** The reply box, after the replies. @default none */
  composer?: ReactNode;
};

/** A comment's replies, one level deep (D49), in a list named after the comment's author. */
export function CommentReplies({
  id,
  replies,
  commentOwner,
  currentUserId,
  editingId,
  onEdit,
  onDelete,
  onReport,
  composer,
}: CommentRepliesProps) {
  const listLabelId = useId();
  return (
    <div
      id={id}
      data-slot="comment-replies"
      className="ml-6 flex flex-col gap-2 border-l-2 border-dl-line pl-4"
    >
      {replies === undefined ? (
        <Spinner size="sm" label="Loading replies" />
      ) : replies.length > 0 ? (
        <>
          <span id={listLabelId} className="sr-only">
            Replies to {commentOwner}
          </span>
          <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-labelledby={listLabelId}>
            {replies.map((reply) => (
              <CommentItem
                key={reply._id}
                comment={reply}
                isReply
                isOwner={currentUserId !== null && reply.owner._id === currentUserId}
                isEditing={reply._id === editingId}
                onEdit={() => onEdit(reply)}
                onDelete={() => onDelete(reply)}
                onReport={() => onReport(reply)}
              />
            ))}
          </ul>
        </>
      ) : null}
      {composer}
    </div>
  );
}
