import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { highlightedCodeClass } from './codeTheme';

export type CommentBodyProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /**
   * Trusted HTML from the server: a comment's Markdown rendered and sanitised there when it was written, code
   * highlighted (`hljs-*` classes), mentions as `<span class="mention" data-mention="username">` names, not links
   * (the contract's `Comment.html`, D49, ADR 0186). It is set as innerHTML as it is, so never pass text a user
   * typed or HTML the server did not sanitise.
   */
  html: string;
};

/**
 * A mention (`.mention`, a name and never a link: the product has no page of a person, ADR 0186): medium weight in
 * a light tint of the primary colour, no underline, so it reads apart from the text and from a link. The tint
 * (45% dl-accent in dl-fg) passes AA on dl-canvas, dl-surface and dl-surface-raised; dl-accent itself would not.
 */
const mentionClass =
  '[&_.mention]:font-medium [&_.mention]:no-underline [&_.mention]:text-[color-mix(in_srgb,var(--color-dl-accent)_45%,var(--color-dl-fg))]';

/**
 * A comment's or a reply's body: the server's HTML (paragraphs, emphasis, inline code, highlighted code blocks,
 * links, mentions, lists, blockquotes) styled for the discussion, selectable. The preview of the comment box shows the
 * same component, so what is previewed is what is posted.
 */
export function CommentBody({ html, className, ...props }: CommentBodyProps) {
  return (
    <div
      data-slot="comment-body"
      data-selectable
      className={cn(
        'flex min-w-0 flex-col gap-2 text-sm leading-relaxed break-words',
        '[&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-dl-muted',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-dl-line [&_blockquote]:pl-3 [&_blockquote]:text-dl-muted',
        '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:my-0.5',
        '[&_em]:italic [&_strong]:font-bold',
        mentionClass,
        highlightedCodeClass,
        className,
      )}
      // Sanitised by the server (D21's allow-list discipline, D49); see the prop's note.
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}
