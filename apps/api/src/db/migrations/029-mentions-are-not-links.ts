import type { Kysely, Migration } from 'kysely';

// ADR 0186: a mention is a name, not a link; the product has no page of a person. A comment or a reply written
// before this holds each mention as `<a href="/dashboard/people/NAME" class="mention" data-mention="NAME">@text</a>`
// in `comments.html` (made by the renderer of ADR 0170, which wrote exactly that); this makes each one
// `<span class="mention" data-mention="NAME">@text</span>`. Only rows holding `class="mention"` are read, a page
// at a time in id order, and a row is written only when it changes. `updated_at` stays: it is the discussion's
// order (D34), and the text did not change. The patterns are this migration's own (ADR 0133).
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A username's characters (letters, digits, `_` and `.`), as the renderer of ADR 0170 linked them. */
const NAME = '[A-Za-z0-9_.]{1,30}';
const MENTION_LINK = new RegExp(
  `<a href="/dashboard/people/(${NAME})" class="mention" data-mention="\\1">@(${NAME})</a>`,
  'g',
);
const MENTION_SPAN = new RegExp(`<span class="mention" data-mention="(${NAME})">@(${NAME})</span>`, 'g');

const PAGE = 500;

/** Rewrites `comments.html` of every row holding a mention with `rewrite`. */
async function rewriteMentions(db: Kysely<any>, rewrite: (html: string) => string): Promise<void> {
  let after = '';
  for (;;) {
    const rows: { id: string; html: string }[] = await db
      .selectFrom('comments')
      .select(['id', 'html'])
      .where('html', 'like', '%class="mention"%')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const html = rewrite(row.html);
      if (html !== row.html) {
        await db.updateTable('comments').set({ html }).where('id', '=', row.id).execute();
      }
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

export function mentionsAreNotLinks(): Migration {
  return {
    async up(db: Kysely<any>) {
      await rewriteMentions(db, (html) =>
        html.replace(MENTION_LINK, '<span class="mention" data-mention="$1">@$2</span>'),
      );
    },
    async down(db: Kysely<any>) {
      await rewriteMentions(db, (html) =>
        html.replace(
          MENTION_SPAN,
          '<a href="/dashboard/people/$1" class="mention" data-mention="$1">@$2</a>',
        ),
      );
    },
  };
}
