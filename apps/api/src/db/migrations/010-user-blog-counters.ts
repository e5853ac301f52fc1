import { sql, type Kysely, type Migration } from 'kysely';

// ADR 0060: "my blogs" and "liked blogs" answer `totalBlogs` from counters kept on the user's row in the same
// transaction as the blog or the like, instead of counting the user's blogs or likes on every page (both grow
// without bound).
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function userBlogCounters(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('blog_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('liked_blog_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        UPDATE users SET
          blog_count = (SELECT COUNT(*) FROM blogs WHERE blogs.author_id = users.id),
          liked_blog_count = (SELECT COUNT(*) FROM blog_likes WHERE blog_likes.user_id = users.id)`.execute(
        db,
      );
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('liked_blog_count').execute();
      await db.schema.alterTable('users').dropColumn('blog_count').execute();
    },
  };
}
