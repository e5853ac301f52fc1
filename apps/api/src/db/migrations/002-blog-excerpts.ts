import type { Kysely, Migration } from 'kysely';
import sanitizeHtml from 'sanitize-html';

// D38 and ADRs 0041, 0045: a blog keeps a plain-text excerpt of its content beside it, for lists,
// and blog HTML no longer holds remote images. New blogs get both when they are written; this fills in the
// blogs written before: their content is cleaned again with the editor's rules, then its excerpt is stored.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const BATCH = 200;

// Frozen copies (ADR 0133) of the blog module's sanitiser and excerpt as they were when this migration was
// written: what the editor (D21) could produce, without remote images (ADR 0045), and 30 words of plain text.
const INDENT_CLASSES = Array.from({ length: 8 }, (_, index) => `ql-indent-${index + 1}`);
const IMAGE_DATA_URI = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const EDITOR_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'strong', 'em', 'u', 's', 'blockquote', 'ol', 'ul', 'li', 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
  },
  allowedClasses: { p: INDENT_CLASSES, h1: INDENT_CLASSES, h2: INDENT_CLASSES, li: INDENT_CLASSES },
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
    li: (tagName, attribs) => {
      const { 'data-list': dataList, ...rest } = attribs;
      return {
        tagName,
        attribs: dataList === 'bullet' || dataList === 'ordered' ? { ...rest, 'data-list': dataList } : rest,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_DATA_URI.test(frame.attribs.src ?? ''),
};

const sanitizeBlogHtml = (html: string): string => sanitizeHtml(html, EDITOR_ALLOW_LIST).trim();

const EXCERPT_WORDS = 30;
const EXCERPT_MAX_CHARACTERS = 300;
const BLOCK_END = /<\/(?:p|h1|h2|blockquote|li|ol|ul)\s*>|<br\s*\/?>/gi;
const ESCAPED = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' } as const;

function blogExcerpt(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:lt|gt|quot|amp);/g, (entity) => ESCAPED[entity as keyof typeof ESCAPED])
    .replace(/\u00a0/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).slice(0, EXCERPT_WORDS);
  return Array.from(words.join(' ')).slice(0, EXCERPT_MAX_CHARACTERS).join('');
}

async function backfill(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const rows: Array<{ id: string; content: string }> = await db
      .selectFrom('blogs')
      .select(['id', 'content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const content = sanitizeBlogHtml(row.content);
      await db
        .updateTable('blogs')
        .set({ content, excerpt: blogExcerpt(content) })
        .where('id', '=', row.id)
        .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

export function blogExcerpts(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('blogs')
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await backfill(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('blogs').dropColumn('excerpt').execute();
    },
  };
}
