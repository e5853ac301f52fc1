import { sql, type Kysely, type Migration } from 'kysely';

// ADR 0059: trending (D22) from a maintained ranking instead of counting every like of every blog per
// request. `blog_like_days` holds each blog's likes per UTC day; `blogs.trending_likes` is the sum of its days
// still in the window, kept by the like toggle and aged by subtracting the day that leaves the window (once,
// guarded by `trending_window.start_day`). A trending page then walks one index: O(page) rows.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

// A frozen copy of D22's window as it was when this ran (ADR 0133): a like counts on its UTC day and the six after.
const DAY_MS = 24 * 60 * 60 * 1000;
const TRENDING_WINDOW_DAYS = 7;
const windowStartDay = (now: number): number => Math.floor(now / DAY_MS) - (TRENDING_WINDOW_DAYS - 1);

export function trendingRanking(now: () => number = Date.now): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('blog_like_days')
        .addColumn('blog_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('likes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('blog_like_days_pk', ['blog_id', 'day'])
        .execute();
      await db.schema.createIndex('blog_like_days_day_idx').on('blog_like_days').column('day').execute();
      await db.schema
        .alterTable('blogs')
        .addColumn('trending_likes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('trending_window')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('start_day', 'integer', (c) => c.notNull())
        .execute();

      const startDay = windowStartDay(now());
      await sql`
        INSERT INTO blog_like_days (blog_id, day, likes)
        SELECT blog_id, CAST(created_at / 86400000 AS INTEGER), COUNT(*)
        FROM blog_likes
        GROUP BY blog_id, CAST(created_at / 86400000 AS INTEGER)`.execute(db);
      await sql`
        UPDATE blogs SET trending_likes = COALESCE((
          SELECT SUM(d.likes) FROM blog_like_days d WHERE d.blog_id = blogs.id AND d.day >= ${startDay}
        ), 0)`.execute(db);
      await db.insertInto('trending_window').values({ id: 1, start_day: startDay }).execute();
      await db.schema
        .createIndex('blogs_trending_idx')
        .on('blogs')
        // Read backwards for `ORDER BY trending_likes DESC, created_at DESC, id DESC`.
        .columns(['trending_likes', 'created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('blogs_trending_idx').execute();
      await db.schema.dropTable('trending_window').execute();
      await db.schema.alterTable('blogs').dropColumn('trending_likes').execute();
      await db.schema.dropTable('blog_like_days').execute();
    },
  };
}
