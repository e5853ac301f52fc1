import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { GUEST_NAME } from '../../lib/product';
import { cardVariants } from '../Card/Card';
import { CommentMenu } from './CommentMenu';

/** A comment as the thread shows it (structurally a contract `Comment`; `updatedAt` may be missing). */
export type ThreadComment = {
  _id: string;
  comment: string;
  updatedAt?: string | null;
  owner: { _id: string; username?: string | null; avatar?: { url: string } | null };
};

export type CommentItemProps = {
  comment: ThreadComment;
  /** The signed-in user owns this comment: the menu offers Edit and Delete instead of Report. */
  isOwner: boolean;
  /** This comment is the one being edited. */
  isEditing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
};

/** One comment: avatar, name, date, the text (plain text, never HTML, decision D18) and its 'More options' menu. */
export function CommentItem({ comment, isOwner, isEditing, onEdit, onDelete, onReport }: CommentItemProps) {
  const name = comment.owner.username || GUEST_NAME;
  const date = formatLongDate(comment.updatedAt);
  return (
    <li
      data-slot="comment"
      data-state={isEditing ? 'editing' : undefined}
      className={cn(
        cardVariants({ elevation: 'flat', tone: isEditing ? 'active' : 'default' }),
        'flex gap-3 p-3',
      )}
    >
      {comment.owner.avatar?.url ? (
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
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{name}</span>
          {date ? (
            <time dateTime={comment.updatedAt ?? undefined} className="text-dl-muted">
              {date}
            </time>
          ) : null}
        </p>
        <p data-selectable className="whitespace-pre-wrap break-words text-sm">
          {comment.comment}
        </p>
      </div>
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
    </li>
  );
}
