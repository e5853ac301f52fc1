'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ArrowDownUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { COMMENT_EMPTY_STATE_HEIGHT_PX, COMMENT_LOADING_AREA_HEIGHT_PX } from '../../lib/product';
import { sortComments, type CommentSortOrder } from '../../lib/sorting';
import { Button } from '../Button';
import { Field } from '../Field';
import { Spinner } from '../Spinner';
import { Textarea } from '../Textarea';
import { CommentItem, type ThreadComment } from './CommentItem';

/** Spec section 5: the texts for a blank new comment and a blank edit. */
const COMMENT_MESSAGES = {
  blankPost: 'Please enter a comment',
  blankEdit: 'Please enter comment',
} as const;

const SORT_LABELS: Record<CommentSortOrder, string> = { recent: 'Most Recent', oldest: 'Oldest' };

export type CommentThreadProps = {
  comments: ThreadComment[];
  /** The signed-in user's id; their comments get Edit and Delete. @default null (signed out) */
  currentUserId?: string | null;
  /** Only an enrolled user sees the comment box (spec section 6). */
  canComment: boolean;
  /** Comments are still loading: a spinner fills the 500 px area. @default false */
  isLoading?: boolean;
  /** Posts a new comment (trimmed, never blank). A returned promise keeps the box busy and clears it on success. */
  onAdd: (text: string) => void | Promise<unknown>;
  /** Saves an edit (trimmed, never blank); the thread returns to normal mode once it succeeds. */
  onEdit: (commentId: string, text: string) => void | Promise<unknown>;
  onDelete: (commentId: string) => void;
  /** 'Report': the app only confirms it ('Report sent successfully'). */
  onReport: (commentId: string) => void;
  /**
   * The sort toggle changed: the app loads the discussion in that order from the server, over all of it (D34).
   * Without it the thread sorts the comments it was given. @default none
   */
  onOrderChange?: (order: CommentSortOrder) => void;
  /** More comments than shown exist: a 'Load more' button asks for them (D34). @default false */
  hasMore?: boolean;
  /** Loads the next page of comments. @default none */
  onLoadMore?: () => void;
  /** The next page is on its way: 'Load more' is busy. @default false */
  isLoadingMore?: boolean;
  className?: string;
};

/**
 * 'Lesson Discussion': the comment box, the sort toggle ('Most Recent' first, newest by updatedAt, or 'Oldest'),
 * the list and, when there are more, 'Load more'. Choosing Edit in a comment's menu loads its text into the box under 'Edit Your Comment' and
 * scrolls to it; saving returns to normal mode. Blank text is never sent: the buttons stay disabled, and a
 * keyboard submit (Ctrl+Enter) shows the spec's message.
 */
export function CommentThread({
  comments,
  currentUserId = null,
  canComment,
  isLoading = false,
  onAdd,
  onEdit,
  onDelete,
  onReport,
  onOrderChange,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  className,
}: CommentThreadProps) {
  const [order, setOrder] = useState<CommentSortOrder>('recent');
  const [draft, setDraft] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();

  const sorted = useMemo(() => sortComments(comments, order), [comments, order]);
  const isBlank = draft.trim() === '';
  const isEditing = editingId !== null;

  useEffect(() => {
    if (editingId === null || !boxRef.current) return;
    boxRef.current.scrollIntoView({ behavior: 'smooth', block: 'center' });
    boxRef.current.focus({ preventScroll: true });
  }, [editingId]);

  const startEdit = (comment: ThreadComment) => {
    setEditingId(comment._id);
    setDraft(comment.comment);
    setError(null);
  };

  const leaveEdit = () => {
    setEditingId(null);
    setDraft('');
    setError(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError(isEditing ? COMMENT_MESSAGES.blankEdit : COMMENT_MESSAGES.blankPost);
      return;
    }
    setIsSending(true);
    try {
      if (editingId !== null) await onEdit(editingId, text);
      else await onAdd(text);
      leaveEdit();
    } catch {
      // The app reports failures; the text stays so nothing typed is lost.
    } finally {
      setIsSending(false);
    }
  };

  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
  };

  const showBox = canComment || isEditing;

  return (
    <section
      data-slot="comment-thread"
      data-state={isEditing ? 'editing' : 'normal'}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          Lesson Discussion
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Sort comments: ${SORT_LABELS[order]}`}
          data-state={order}
          onClick={() => {
            const next = order === 'recent' ? 'oldest' : 'recent';
            setOrder(next);
            onOrderChange?.(next);
          }}
        >
          <ArrowDownUp aria-hidden />
          {SORT_LABELS[order]}
        </Button>
      </div>

      {showBox ? (
        <form
          method="post"
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-2"
          data-slot="comment-form"
        >
          {isEditing ? <h3 className="text-base font-semibold">Edit Your Comment</h3> : null}
          <Field label={isEditing ? 'Your comment' : 'Add a comment'} error={error ?? undefined}>
            <Textarea
              ref={boxRef}
              value={draft}
              placeholder="Share a question or an insight..."
              onChange={(event) => {
                setDraft(event.target.value);
                if (error) setError(null);
              }}
              onKeyDown={submitOnCtrlEnter}
            />
          </Field>
          <div className="flex justify-end gap-2">
            {isEditing ? (
              <Button variant="ghost" onClick={leaveEdit} disabled={isSending}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" disabled={isBlank} isLoading={isSending}>
              {isEditing ? 'Save' : 'Post'}
            </Button>
          </div>
        </form>
      ) : null}

      {isLoading ? (
        <div
          className="flex items-center justify-center"
          style={{ minHeight: COMMENT_LOADING_AREA_HEIGHT_PX }}
          data-slot="comment-loading"
        >
          <Spinner size="lg" label="Loading comments" />
        </div>
      ) : sorted.length === 0 ? (
        <p
          className="flex items-center justify-center text-dl-muted"
          style={{ minHeight: COMMENT_EMPTY_STATE_HEIGHT_PX }}
        >
          No discussions yet
        </p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0" aria-label="Comments">
          {sorted.map((comment) => (
            <CommentItem
              key={comment._id}
              comment={comment}
              isOwner={currentUserId !== null && comment.owner._id === currentUserId}
              isEditing={comment._id === editingId}
              onEdit={() => startEdit(comment)}
              onDelete={() => {
                if (comment._id === editingId) leaveEdit();
                onDelete(comment._id);
              }}
              onReport={() => onReport(comment._id)}
            />
          ))}
        </ul>
      )}
      {hasMore && onLoadMore && !isLoading ? (
        <Button variant="outline" className="self-center" onClick={onLoadMore} isLoading={isLoadingMore}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
