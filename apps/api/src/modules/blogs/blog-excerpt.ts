import sanitizeHtml from 'sanitize-html';

// D38: a blog in a list carries a plain-text excerpt of its content, never the HTML. It is made once when the
// content is written (create, edit, the 002 migration for older blogs) and stored beside it, so a list page
// reads one short column instead of every blog's full HTML.

/** The excerpt keeps this many words (the web card shows 15 of them, spec section 9). */
export const BLOG_EXCERPT_WORDS = 30;
/** ...and never more characters than this, however long a "word" without spaces is. */
export const BLOG_EXCERPT_MAX_CHARACTERS = 300;

// Blocks and line breaks of the editor's HTML end a word: `<p>one</p><p>two</p>` is "one two", not "onetwo".
const BLOCK_END = /<\/(?:p|h1|h2|blockquote|li|ol|ul)\s*>|<br\s*\/?>/gi;
// sanitize-html returns text with these four characters escaped; the excerpt is plain text.
const ESCAPED = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' } as const;

/** The first words of a blog's HTML as plain text: tags dropped, entities decoded, whitespace collapsed. */
export function blogExcerpt(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:lt|gt|quot|amp);/g, (entity) => ESCAPED[entity as keyof typeof ESCAPED])
    .replace(/\u00a0/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).slice(0, BLOG_EXCERPT_WORDS);
  return Array.from(words.join(' ')).slice(0, BLOG_EXCERPT_MAX_CHARACTERS).join('');
}
