import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { moveRowCounter, moveUserCounter, readUserCounter, rowCounterReader } from '../../db/row-counters.js';
import type { Database } from '../../db/schema.js';
import { windowStartDay } from './trending-window.js';

export interface NewBlog {
  id: string;
  authorId: string;
  heading: string;
  subHeading: string;
  content: string;
  /** blogExcerpt(content): what lists show (D38). */
  excerpt: string;
  category: string;
  imageKey: string;
  /** `encodeImageSrcset` of every stored width of the image (ADR 0078); null for an older image. */
  imageSrcset: string | null;
  createdAt: number;
}

/** The text of an edit (D33). */
export type BlogTextEdit = Pick<NewBlog, 'heading' | 'subHeading' | 'content' | 'excerpt' | 'category'>;

/** A new image for a blog, replacing the one whose key the edit read. */
export interface BlogImageSwap {
  imageKey: string;
  imageSrcset: string | null;
  replacing: string;
}

export interface BlogPage {
  limit: number;
  offset: number;
}

type BlogsScope = ExpressionBuilder<Database & { author: Database['users'] }, 'blogs' | 'author'>;

// A list row carries the stored excerpt, never the HTML, and not the author's email (ADR 0045: lists would
// otherwise hand every reader the address of every author).
const SUMMARY_COLUMNS = [
  'blogs.id',
  'blogs.heading',
  'blogs.sub_heading',
  'blogs.excerpt',
  'blogs.category',
  'blogs.image_key',
  'blogs.image_srcset',
  'blogs.total_likes',
  'blogs.created_at',
  'blogs.author_id',
  'author.username as author_username',
] as const;

/**
 * Whether `viewerId` likes the blog of the current row (always false for nobody): one look-up of the key
 * (user_id, blog_id) per listed blog. On PostgreSQL the OFFSET 0 keeps it that way: without it the planner may
 * turn the EXISTS into a hashed `blog_id IN (every blog the viewer likes)` and read all of the viewer's likes
 * for a page of six (185 at a million blogs in the growth bench, and without bound for a keen reader).
 */
function likedBy(viewerId: string, dialect: DatabaseDialect) {
  return (eb: BlogsScope) =>
    eb
      .exists(
        eb
          .selectFrom('blog_likes')
          .select('blog_likes.blog_id')
          .whereRef('blog_likes.blog_id', '=', 'blogs.id')
          .where('blog_likes.user_id', '=', viewerId)
          .$if(dialect === 'postgres', (query) => query.offset(sql.lit(0))),
      )
      .as('is_liked');
}

export function createBlogsRepository(db: Kysely<Database>, dialect: DatabaseDialect) {
  const summaryRows = () =>
    db
      .selectFrom('blogs')
      .innerJoin('users as author', 'author.id', 'blogs.author_id')
      .select(SUMMARY_COLUMNS);
  const summaries = (viewerId: string) => summaryRows().select(likedBy(viewerId, dialect));

  const readRowCounter = rowCounterReader(db);
  // The blog page and trending's first pages: compiled once (ADR 0064).
  const findWithAuthor = preparedQuery(db, 2, (blogId: string, viewerId: string) =>
    summaries(viewerId)
      .select(['blogs.content', 'blogs.state', 'author.email as author_email'])
      .where('blogs.id', '=', blogId),
  );
  // A blog a moderator hid is in no list but its author's own (issue 42).
  const listTrending = preparedQuery(db, 3, (viewerId: string, limit: number, offset: number) =>
    summaries(viewerId)
      .where('blogs.state', '=', 'visible')
      .orderBy('blogs.trending_likes', 'desc')
      .orderBy('blogs.created_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(limit)
      .offset(offset),
  );

  return {
    async insert(blog: NewBlog): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('blogs')
          .values({
            id: blog.id,
            author_id: blog.authorId,
            heading: blog.heading,
            sub_heading: blog.subHeading,
            content: blog.content,
            excerpt: blog.excerpt,
            category: blog.category,
            image_key: blog.imageKey,
            image_srcset: blog.imageSrcset,
            total_likes: 0,
            created_at: blog.createdAt,
          })
          .execute();
        await moveRowCounter(trx, 'blogs', 1);
        await moveUserCounter(trx, 'blog_count', [blog.authorId], 1);
      });
    },

    /**
     * An author's edit (D33): the text and its excerpt, and with `image` the new image, only while the row still
     * holds the image it replaces (ADR 0122): false when the blog is gone or another edit swapped the image first.
     */
    async update(blogId: string, edit: BlogTextEdit, image?: BlogImageSwap): Promise<boolean> {
      const result = await db
        .updateTable('blogs')
        .set({
          heading: edit.heading,
          sub_heading: edit.subHeading,
          content: edit.content,
          excerpt: edit.excerpt,
          category: edit.category,
          ...(image ? { image_key: image.imageKey, image_srcset: image.imageSrcset } : {}),
        })
        .where('id', '=', blogId)
        .$if(image !== undefined, (query) => query.where('image_key', '=', image!.replacing))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    findWithAuthor: async (blogId: string, viewerId: string) => (await findWithAuthor(blogId, viewerId))[0],

    findOwner(blogId: string) {
      return db
        .selectFrom('blogs')
        .select(['id', 'author_id', 'image_key', 'image_srcset'])
        .where('id', '=', blogId)
        .executeTakeFirst();
    },

    /**
     * Ages trending's ranking to `now`'s window: the likes of every day that left it are subtracted once.
     * The window row is moved first with a conditional update, so of two servers (or requests) rolling at the
     * same moment only one subtracts; on PostgreSQL that update waits for toggles holding a shared lock on it.
     */
    async ageTrending(now: number): Promise<void> {
      const newStart = windowStartDay(now);
      const current = await db
        .selectFrom('trending_window')
        .select('start_day')
        .where('id', '=', 1)
        .executeTakeFirst();
      if (!current || current.start_day >= newStart) return;
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('trending_window')
          .set({ start_day: newStart })
          .where('id', '=', 1)
          .where('start_day', '=', current.start_day)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return;
        await sql`
          UPDATE blogs SET trending_likes = trending_likes - (
            SELECT COALESCE(SUM(d.likes), 0) FROM blog_like_days d
            WHERE d.blog_id = blogs.id AND d.day >= ${current.start_day} AND d.day < ${newStart}
          )
          WHERE id IN (
            SELECT blog_id FROM blog_like_days WHERE day >= ${current.start_day} AND day < ${newStart}
          )`.execute(trx);
      });
    },

    /** Most likes received in the window first (D22), then newest: one backward walk of blogs_trending_idx. */
    listTrending: (viewerId: string, page: BlogPage) => listTrending(viewerId, page.limit, page.offset),

    listLatest(viewerId: string, page: BlogPage) {
      return summaries(viewerId)
        .where('blogs.state', '=', 'visible')
        .orderBy('blogs.created_at', 'desc')
        .orderBy('blogs.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    listByAuthor(authorId: string, page: BlogPage) {
      return summaries(authorId)
        .where('blogs.author_id', '=', authorId)
        .orderBy('blogs.created_at', 'desc')
        .orderBy('blogs.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    /** The blogs a user liked, most recently liked first (each liked by that user, so no look-up). */
    listLikedBy(userId: string, page: BlogPage) {
      return summaryRows()
        .select(sql.lit(true).as('is_liked'))
        .innerJoin('blog_likes as mine', (join) =>
          join.onRef('mine.blog_id', '=', 'blogs.id').on('mine.user_id', '=', userId),
        )
        .where('blogs.state', '=', 'visible')
        .orderBy('mine.created_at', 'desc')
        .orderBy('blogs.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    /** From the kept counters, not a count of the table or of the user's rows (ADR 0060). */
    countAll: () => readRowCounter('blogs'),
    countByAuthor: (authorId: string) => readUserCounter(db, authorId, 'blog_count'),
    countLikedBy: (userId: string) => readUserCounter(db, userId, 'liked_blog_count'),

    /**
     * Deletes a blog and its likes together (D24), moving the kept counters. The blog's row is locked first
     * on PostgreSQL: a like toggle holds a key-share lock on it from its first statement, so the toggle either
     * finishes first (its like is deleted and counted here) or finds the blog gone. Answers the image of the row
     * it deleted (none when there was none), read in the same transaction, so an edit's new image is never missed.
     */
    async delete(blogId: string): Promise<{ image_key: string; image_srcset: string | null } | undefined> {
      return db.transaction().execute(async (trx) => {
        let blogQuery = trx
          .selectFrom('blogs')
          .select(['author_id', 'image_key', 'image_srcset', 'state'])
          .where('id', '=', blogId);
        if (dialect === 'postgres') blogQuery = blogQuery.forUpdate();
        const blog = await blogQuery.executeTakeFirst();
        if (!blog) return undefined;
        const likes = await trx
          .deleteFrom('blog_likes')
          .where('blog_id', '=', blogId)
          .returning('user_id')
          .execute();
        await trx.deleteFrom('blog_like_days').where('blog_id', '=', blogId).execute();
        await trx.deleteFrom('blogs').where('id', '=', blogId).execute();
        // A hidden blog left the lists' counts when it was hidden (moderation.repository.ts).
        const listed = blog.state === 'visible';
        await moveRowCounter(trx, 'blogs', listed ? -1 : 0);
        // After the table's counter row, so blog writes reach the users' rows one at a time; a like toggle moves
        // its user's row as its last write and never waits while holding it: no two writers wait in a circle.
        await moveUserCounter(trx, 'blog_count', [blog.author_id], -1);
        await moveUserCounter(
          trx,
          'liked_blog_count',
          likes.map((like) => like.user_id),
          listed ? -1 : 0,
        );
        return { image_key: blog.image_key, image_srcset: blog.image_srcset };
      });
    },
  };
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
export type BlogSummaryRow = Awaited<ReturnType<BlogsRepository['listLatest']>>[number];
