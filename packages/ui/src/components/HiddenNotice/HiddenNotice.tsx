import { EyeOff, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The texts of D49 and D50, written once. */
export const HIDDEN_NOTICE_TEXT = {
  commentDeleted: 'This comment was deleted',
  commentHidden: 'This comment was hidden by a moderator',
  blogHidden: 'This blog was hidden by a moderator',
} as const;

export type HiddenNoticeKind = keyof typeof HIDDEN_NOTICE_TEXT;

export type HiddenNoticeProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** Which notice: a comment its owner deleted, or a comment or blog a moderator hid. */
  kind: HiddenNoticeKind;
};

/**
 * Says why content is missing (D49, D50): to others in place of it, and to its author above it (a hidden item stays
 * visible to its author, with this notice).
 */
export function HiddenNotice({ kind, className, ...props }: HiddenNoticeProps) {
  const Icon = kind === 'commentDeleted' ? Trash2 : EyeOff;
  return (
    <p
      data-slot="hidden-notice"
      data-kind={kind}
      className={cn('flex items-center gap-2 text-sm text-dl-muted italic', className)}
      {...props}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {HIDDEN_NOTICE_TEXT[kind]}
    </p>
  );
}
