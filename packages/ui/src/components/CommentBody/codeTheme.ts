import { cn } from '../../lib/cn';

/**
 * The light theme of server-highlighted code (D49): highlight.js writes `<pre><code class="hljs language-x">` with
 * `hljs-*` spans on the server, and these classes, set on the element holding that HTML, colour them from the
 * `dl-code-*` tokens (src/styles/theme.css; every colour passes AA on the block). Written as Tailwind variants, so
 * the compiled stylesheet and a Tailwind host's build both get them from the package's sources, and nothing is
 * styled outside the element that carries the class (ADR 0150). Used by CommentBody and the blog's article.
 */
export const highlightedCodeClass = cn(
  // Blocks: a light panel whose long lines wrap. A panel that scrolled sideways would need a tab stop of its own to
  // be scrolled from the keyboard (axe's scrollable-region-focusable), which the server's HTML cannot carry.
  '[&_pre]:rounded-dl-control [&_pre]:border [&_pre]:border-dl-line [&_pre]:bg-dl-code-bg [&_pre]:p-3',
  '[&_pre]:font-mono [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-dl-code-fg [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere]',
  '[&_pre_code]:rounded-none [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em] [&_pre_code]:text-inherit',
  // Inline code, on the page's own colours.
  '[&_code]:rounded [&_code]:bg-dl-surface-raised [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  // Token kinds, after GitHub's light theme.
  '[&_.hljs-comment]:text-dl-code-comment [&_.hljs-comment]:italic [&_.hljs-quote]:text-dl-code-comment [&_.hljs-meta]:text-dl-code-comment',
  '[&_.hljs-keyword]:text-dl-code-keyword [&_.hljs-selector-tag]:text-dl-code-keyword [&_.hljs-doctag]:text-dl-code-keyword [&_.hljs-template-tag]:text-dl-code-keyword',
  '[&_.hljs-string]:text-dl-code-string [&_.hljs-regexp]:text-dl-code-string [&_.hljs-meta_.hljs-string]:text-dl-code-string',
  '[&_.hljs-number]:text-dl-code-number [&_.hljs-literal]:text-dl-code-number [&_.hljs-symbol]:text-dl-code-number [&_.hljs-bullet]:text-dl-code-number',
  '[&_.hljs-title]:text-dl-code-title [&_.hljs-section]:text-dl-code-title [&_.hljs-section]:font-bold',
  '[&_.hljs-attr]:text-dl-code-attr [&_.hljs-attribute]:text-dl-code-attr [&_.hljs-variable]:text-dl-code-attr [&_.hljs-template-variable]:text-dl-code-attr [&_.hljs-params]:text-dl-code-fg',
  '[&_.hljs-built_in]:text-dl-code-type [&_.hljs-type]:text-dl-code-type [&_.hljs-name]:text-dl-code-type [&_.hljs-tag]:text-dl-code-type [&_.hljs-selector-class]:text-dl-code-type [&_.hljs-selector-id]:text-dl-code-type',
  '[&_.hljs-addition]:bg-dl-code-addition-bg [&_.hljs-addition]:text-dl-code-type [&_.hljs-deletion]:bg-dl-code-deletion-bg [&_.hljs-deletion]:text-dl-code-keyword',
  '[&_.hljs-emphasis]:italic [&_.hljs-strong]:font-bold',
);
