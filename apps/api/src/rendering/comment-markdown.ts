import { createRequire } from 'node:module';
import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { codeLanguageOf, HIGHLIGHT_CLASS_PATTERNS, highlightCodeBlock } from './code-highlight.js';
import { newTabLink } from './new-tab-link.js';

// Issue 42, ADR 0170: a comment or a reply is Markdown, rendered once when it is written and stored. The
// CommonMark subset: paragraphs, emphasis, inline code, fenced code with a language (highlighted here),
// links, lists, blockquotes. Raw HTML is text, never markup; headings, rules, images and indented code are left
// as the text they were written as. The result then passes an allow-list (the discipline of D21) that admits
// only what this renderer makes, so a bug in the parser cannot let markup through.
// A mention is a name, not a link (ADR 0186): `<span class="mention" data-mention="username">@name</span>`; the
// product has no page of a person to lead to.

/** `@name` with a username's characters (the contract's Username: letters, digits, `_` and `.`). */
const MENTION = /(^|[^A-Za-z0-9_.@])@([A-Za-z0-9_.]{4,30})/g;

/** A whole username, as a mention's `data-mention` holds it. */
const USERNAME = /^[A-Za-z0-9_.]{4,30}$/;

const require = createRequire(import.meta.url);
type MarkdownRenderer = InstanceType<typeof MarkdownIt>;
let loaded: MarkdownRenderer | undefined;

/**
 * The CommonMark renderer, loaded when the first comment is written, not at start (ADR 0144); `require` keeps
 * rendering synchronous for its callers.
 */
function markdownRenderer(): MarkdownRenderer {
  if (loaded) return loaded;
  const MarkdownItClass = require('markdown-it') as typeof MarkdownIt;
  const markdown = new MarkdownItClass('commonmark', {
    html: false,
    linkify: false,
    typographer: false,
    highlight: (code, info) => highlightCodeBlock(code, codeLanguageOf(info)),
  }).disable(['code', 'heading', 'lheading', 'hr', 'html_block', 'html_inline', 'image']);
  markdown.core.ruler.push('mentions', markMentions);
  loaded = markdown;
  return markdown;
}

// Links only to the web's own schemes; markdown-it's validateLink already refuses javascript:, vbscript: and
// data: but the allow-list below is what holds.
const LINK_SCHEMES = ['http', 'https', 'mailto'];

interface RenderEnv extends Record<PropertyKey, unknown> {
  /** Lower-cased username -> username, for the people who may be mentioned here. */
  mentionable: ReadonlyMap<string, string>;
  /** Filled while rendering: the usernames that became mentions. */
  mentioned: Set<string>;
}

/** Splits the text tokens outside links at `@name` of a mentionable person, into a mention of them. */
function mentionSpans(tokens: Token[], env: RenderEnv, TokenClass: typeof Token): Token[] {
  const out: Token[] = [];
  let linkDepth = 0;
  for (const token of tokens) {
    if (token.type === 'link_open') linkDepth += 1;
    if (token.type === 'link_close') linkDepth -= 1;
    if (token.type !== 'text' || linkDepth > 0 || !token.content.includes('@')) {
      out.push(token);
      continue;
    }
    let last = 0;
    const text = token.content;
    for (const match of text.matchAll(MENTION)) {
      const [whole, before = '', rawName = ''] = match;
      const name = rawName.replace(/\.+$/, '');
      const username = env.mentionable.get(name.toLowerCase());
      if (!username) continue;
      const start = (match.index ?? 0) + before.length;
      if (start > last) out.push(textToken(TokenClass, text.slice(last, start)));
      // No rule of markdown-it's renders these types, so its renderToken writes the tag with its attributes.
      const open = new TokenClass('mention_open', 'span', 1);
      open.attrs = [
        ['class', 'mention'],
        ['data-mention', username],
      ];
      out.push(open, textToken(TokenClass, `@${name}`), new TokenClass('mention_close', 'span', -1));
      env.mentioned.add(username);
      last = start + 1 + name.length;
      void whole;
    }
    if (last === 0) out.push(token);
    else if (last < text.length) out.push(textToken(TokenClass, text.slice(last)));
  }
  return out;
}

function textToken(TokenClass: typeof Token, content: string): Token {
  const token = new TokenClass('text', '', 0);
  token.content = content;
  return token;
}

/** The core rule that marks mentions, after markdown-it's own rules. */
function markMentions(state: { env: unknown; tokens: Token[]; Token: typeof Token }): void {
  const env = state.env as Partial<RenderEnv>;
  if (!env.mentionable?.size || !env.mentioned) return;
  const full = env as RenderEnv;
  for (const block of state.tokens) {
    if (block.type === 'inline' && block.children) {
      block.children = mentionSpans(block.children, full, state.Token);
    }
  }
}

const COMMENT_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'code', 'pre', 'span', 'a', 'ul', 'ol', 'li', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'], span: ['class', 'data-mention'] },
  allowedClasses: {
    code: ['hljs', ...HIGHLIGHT_CLASS_PATTERNS],
    span: ['mention', ...HIGHLIGHT_CLASS_PATTERNS],
  },
  allowedStyles: {},
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    // A link opens a new tab, tells search engines it is a user's, and does not hand the page to its target.
    a: newTabLink('nofollow ugc noopener noreferrer'),
    // A span is a mention (exactly `class="mention"` and a username) or a highlighted token (its classes, never
    // `mention`, never `data-mention`).
    span: (tagName, attribs): sanitizeHtml.Tag => {
      const mentioned = attribs['data-mention'] ?? '';
      if (attribs.class === 'mention' && USERNAME.test(mentioned)) {
        return { tagName, attribs: { class: 'mention', 'data-mention': mentioned } };
      }
      const classes = (attribs.class ?? '').split(/\s+/).filter((name) => name && name !== 'mention');
      const kept: sanitizeHtml.Attributes = classes.length ? { class: classes.join(' ') } : {};
      return { tagName, attribs: kept };
    },
  },
};

export interface RenderedComment {
  html: string;
  /** The people the text mentions (usernames as stored), among those it may mention. */
  mentioned: string[];
}

/** The usernames a text may mention (`@name`, outside of nothing: code is excluded when rendering). */
export function mentionNamesIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const name = (match[2] ?? '').replace(/\.+$/, '');
    if (name.length >= 4) names.add(name.toLowerCase());
  }
  return [...names];
}

/** A comment's Markdown as stored: sanitised HTML, code highlighted, mentions of `mentionable` people marked. */
export function renderCommentMarkdown(
  source: string,
  mentionable: ReadonlyMap<string, string> = new Map(),
): RenderedComment {
  const env: RenderEnv = { mentionable, mentioned: new Set() };
  const html = sanitizeHtml(markdownRenderer().render(source, env), COMMENT_ALLOW_LIST).trim();
  return { html, mentioned: [...env.mentioned] };
}

/** Plain text of at most `max` characters, for a notification or the moderation queue. */
export function plainExcerpt(source: string, max: number): string {
  const text = source
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/^\s*>\s?/gm, '')
    .replace(/`|\*\*|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
