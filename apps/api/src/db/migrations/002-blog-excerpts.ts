import type { Kysely, Migration } from 'kysely';
import { blogExcerpt } from '../../modules/blogs/blog-excerpt.js';
import { sanitizeBlogHtml } from '../../modules/blogs/sanitize.js';

// D38 and ADRs 0041, 0045: a blog keeps a plain-text excerpt of its content beside it, for lists,
// and blog HTML no longer holds remote images. New blogs get both when they are written; this fills in the
// blogs written before: their content is cleaned again with today's rules, then its excerpt is stored.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const BATCH = 200;

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
