import type { components } from '@devlearn/api-client/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sanitizeBlogHtml } from '../blogs/sanitize.js';
import { toIsoDate } from '../courses/course-presenter.js';

type BlogDraft = components['schemas']['BlogDraft'];
type BlogDraftUpdate = components['schemas']['BlogDraftUpdate'];

/**
 * One unfinished blog per author (D33). The fields are kept as typed (limits from the contract), except the
 * content, which is sanitised like a published blog's: the draft goes back into the author's editor.
 */
export function createBlogDraftsService(deps: { db: Kysely<Database>; now: () => number }) {
  const { db, now } = deps;
  return {
    async find(userId: string): Promise<BlogDraft | null> {
      const row = await db
        .selectFrom('blog_drafts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        heading: row.heading,
        subHeading: row.sub_heading,
        blogCategory: row.blog_category,
        content: row.content,
        updatedAt: toIsoDate(row.updated_at),
      };
    },

    /** One statement: two tabs saving at once leave the later of the two. */
    async save(userId: string, draft: BlogDraftUpdate): Promise<BlogDraft> {
      const at = now();
      const values = {
        heading: draft.heading,
        sub_heading: draft.subHeading,
        blog_category: draft.blogCategory,
        content: draft.content.trim() === '' ? '' : sanitizeBlogHtml(draft.content),
        updated_at: at,
      };
      await db
        .insertInto('blog_drafts')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      return {
        heading: values.heading,
        subHeading: values.sub_heading,
        blogCategory: values.blog_category,
        content: values.content,
        updatedAt: toIsoDate(at),
      };
    },

    async delete(userId: string): Promise<void> {
      await db.deleteFrom('blog_drafts').where('user_id', '=', userId).execute();
    },
  };
}

export type BlogDraftsService = ReturnType<typeof createBlogDraftsService>;
