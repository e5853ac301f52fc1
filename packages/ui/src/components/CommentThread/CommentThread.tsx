'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ArrowDownUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { COMMENT_EMPTY_STATE_HEIGHT_PX, COMMENT_LOADING_AREA_HEIGHT_PX, GUEST_NAME } from '../../lib/product';
import { sortComments, type CommentSortOrder } from '../../lib/sorting';
import { Button } from '../Button';
import { CommentComposer } from '../CommentComposer';
import type { MentionCandidate } from '../MentionCombobox';
import { ReportDialog } from '../ReportDialog';
import { Spinner } from '../Spinner';
import { CommentItem, type ThreadComment } from './CommentItem';
import { CommentReplies, ReplyButton, ReplyToggle } from './CommentReplies';

/** Spec section 5: the texts for a blank new comment and a blank edit. */
const COMMENT_MESSAGES = {
  blankPost: 'Please enter a comment',
  blankEdit: 'Please enter comment',
} as const;

/** No thread opened by the app (one array, so effects that read it stay still). */
const NO_THREADS: readonly string[] = [];

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
  /**
   * 'Report' on someone else's comment or reply, sent from the report dialog with its optional reason (D50): the
   * app stores it and confirms ('Report sent successfully'). A returned promise keeps the dialog busy; it stays
   * open when the promise rejects.
   */
  onReport: (commentId: string, reason?: string) => void | Promise<unknown>;
  /**
   * Loaded replies per top-level comment id, oldest first (the server's order). A thread whose replies are not
   * here yet shows a spinner when opened. @default none
   */
  replies?: Readonly<Record<string, ThreadComment[] | undefined>>;
  /** A thread was opened whose replies are not in `replies`: the app loads them. @default none */
  onLoadReplies?: (commentId: string) => void;
  /**
   * Posts a reply (trimmed, never blank) to a top-level comment. With it, those who may comment get 'Reply';
   * once it resolves the box closes and the thread opens. @default none (no replies are written)
   */
  onReply?: (commentId: string, text: string) => void | Promise<unknown>;
  /**
   * Threads open unless the reader closed them, e.g. the one a notification leads to (a thread added later, by
   * another link, opens too). @default none
   */
  defaultExpandedIds?: readonly string[];
  /** Renders Markdown for the boxes' Preview tab (see CommentComposer). @default none (no preview) */
  onPreview?: (markdown: string) => Promise<string>;
  /** Asks for the people to offer after '@' in the boxes. @default none */
  onSearchMentions?: (query: string) => Promise<MentionCandidate[]>;
  /** People to offer after '@' (instead of a search). @default none */
  mentionPeople?: MentionCandidate[];
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
 * the list and, when there are more, 'Load more'. Choosing Edit in a comment's or reply's menu loads its text into
 * the box under 'Edit Your Comment' and scrolls to it; saving returns to normal mode. Blank text is never sent:
 * the buttons stay disabled, and a keyboard submit (Ctrl+Enter) shows the spec's message.
 *
 * Replies (D49): one level deep under their comment, oldest first, behind an 'N replies' toggle (aria-expanded);
 * 'Reply' opens a box under the comment. The sort toggle and paging apply to top-level comments only. 'Report'
 * opens a dialog for an optional reason.
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
  replies = {},
  onLoadReplies,
  onReply,
  defaultExpandedIds = NO_THREADS,
  onPreview,
  onSearchMentions,
  mentionPeople,
  className,
}: CommentThreadProps) {
  const [order, setOrder] = useState<CommentSortOrder>('recent');
  const [draft, setDraft] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  // Threads the reader opened or closed; the others follow `defaultExpandedIds`, so a thread a later link
  // (another notification) names opens too.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isExpanded = (commentId: string) => toggled.get(commentId) ?? defaultExpandedIds.includes(commentId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [replyDraft, setReplyDraft] = useState('');
  const [reporting, setReporting] = useState<{ id: string; isReply: boolean } | null>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const replyBoxRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const repliesIdPrefix = useId();

  const sorted = useMemo(() => sortComments(comments, order), [comments, order]);
  const isEditing = editingId !== null;

  useEffect(() => {
    if (editingId === null || !boxRef.current) return;
    boxRef.current.scrollIntoView({ behavior: 'smooth', block: 'center' });
    boxRef.current.focus({ preventScroll: true });
  }, [editingId]);

  useEffect(() => {
    if (replyingTo !== null) replyBoxRef.current?.focus();
  }, [replyingTo]);

  // Threads open from the start load their replies once.
  const loadsRequested = useRef(new Set<string>());
  const requestReplies = (commentId: string) => {
    if (replies[commentId] !== undefined || loadsRequested.current.has(commentId)) return;
    loadsRequested.current.add(commentId);
    onLoadReplies?.(commentId);
  };
  useEffect(() => {
    for (const id of defaultExpandedIds) {
      if (replies[id] === undefined && !loadsRequested.current.has(id)) {
        loadsRequested.current.add(id);
        onLoadReplies?.(id);
      }
    }
  }, [defaultExpandedIds, replies, onLoadReplies]);

  const startEdit = (comment: ThreadComment) => {
    setEditingId(comment._id);
    setDraft(comment.comment);
  };

  const leaveEdit = () => {
    setEditingId(null);
    setDraft('');
  };

  const submit = async (text: string) => {
    if (editingId !== null) await onEdit(editingId, text);
    else await onAdd(text);
    leaveEdit();
  };

  const deleteComment = (comment: ThreadComment) => {
    if (comment._id === editingId) leaveEdit();
    onDelete(comment._id);
  };

  const toggleThread = (commentId: string) => {
    const open = !isExpanded(commentId);
    if (open) requestReplies(commentId);
    setToggled((all) => new Map(all).set(commentId, open));
  };

  const sendReply = async (commentId: string, text: string) => {
    await onReply?.(commentId, text);
    setReplyingTo(null);
    setReplyDraft('');
    setToggled((all) => new Map(all).set(commentId, true));
    requestReplies(commentId);
  };

  const showBox = canComment || isEditing;
  const canReply = canComment && onReply !== undefined;

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
        <CommentComposer
          key={isEditing ? 'edit' : 'add'}
          heading={isEditing ? 'Edit Your Comment' : undefined}
          label={isEditing ? 'Your comment' : 'Add a comment'}
          value={draft}
          onValueChange={setDraft}
          submitLabel={isEditing ? 'Save' : 'Post'}
          blankMessage={isEditing ? COMMENT_MESSAGES.blankEdit : COMMENT_MESSAGES.blankPost}
          onSubmit={submit}
          onCancel={isEditing ? leaveEdit : undefined}
          onPreview={onPreview}
          onSearchMentions={onSearchMentions}
          mentionPeople={mentionPeople}
          textareaRef={boxRef}
        />
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
          {sorted.map((comment) => {
            const loaded = replies[comment._id];
            const count = Math.max(comment.replyCount ?? 0, loaded?.length ?? 0);
            const isOpen = isExpanded(comment._id) && count > 0;
            const isReplying = replyingTo === comment._id;
            const regionId = `${repliesIdPrefix}-${comment._id}`;
            const ownerName = comment.owner.username || GUEST_NAME;
            const replyable = canReply && (comment.state ?? 'visible') === 'visible';
            return (
              <CommentItem
                key={comment._id}
                comment={comment}
                isOwner={currentUserId !== null && comment.owner._id === currentUserId}
                isEditing={comment._id === editingId}
                onEdit={() => startEdit(comment)}
                onDelete={() => deleteComment(comment)}
                onReport={() => setReporting({ id: comment._id, isReply: false })}
                actions={
                  count > 0 || replyable ? (
                    <div className="-ml-2 flex flex-wrap items-center gap-1">
                      {replyable ? (
                        <ReplyButton
                          commentOwner={ownerName}
                          onClick={() => {
                            setReplyingTo(comment._id);
                            setReplyDraft('');
                          }}
                        />
                      ) : null}
                      {count > 0 ? (
                        <ReplyToggle
                          count={count}
                          expanded={isOpen}
                          controls={regionId}
                          onToggle={() => toggleThread(comment._id)}
                        />
                      ) : null}
                    </div>
                  ) : null
                }
              >
                {isOpen || isReplying ? (
                  <CommentReplies
                    id={regionId}
                    replies={isOpen ? loaded : []}
                    commentOwner={ownerName}
                    currentUserId={currentUserId}
                    editingId={editingId}
                    onEdit={startEdit}
                    onDelete={deleteComment}
                    onReport={(reply) => setReporting({ id: reply._id, isReply: true })}
                    composer={
                      isReplying ? (
                        <CommentComposer
                          label="Your reply"
                          value={replyDraft}
                          onValueChange={setReplyDraft}
                          submitLabel="Reply"
                          blankMessage={COMMENT_MESSAGES.blankPost}
                          onSubmit={(text) => sendReply(comment._id, text)}
                          onCancel={() => setReplyingTo(null)}
                          onPreview={onPreview}
                          onSearchMentions={onSearchMentions}
                          mentionPeople={mentionPeople}
                          textareaRef={replyBoxRef}
                          placeholder={`Reply to ${ownerName}...`}
                        />
                      ) : null
                    }
                  />
                ) : null}
              </CommentItem>
            );
          })}
        </ul>
      )}
      {hasMore && onLoadMore && !isLoading ? (
        <Button variant="outline" className="self-center" onClick={onLoadMore} isLoading={isLoadingMore}>
          Load more
        </Button>
      ) : null}
      <ReportDialog
        open={reporting !== null}
        onOpenChange={(open) => {
          if (!open) setReporting(null);
        }}
        itemLabel={reporting?.isReply ? 'reply' : 'comment'}
        onSubmit={(reason) => (reporting ? onReport(reporting.id, reason) : undefined)}
      />
    </section>
  );
}
