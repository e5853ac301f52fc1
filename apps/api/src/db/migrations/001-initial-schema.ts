import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../dialect.js';

// Written once for both dialects with Kysely's schema builder: ids are text, times are epoch milliseconds
// (bigint), flags and counters are integers. Only the search structure differs (FTS5 vs tsvector + GIN).
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

async function createAccountTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_key', 'text')
    .addColumn('avatar_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('email_verifications_user_idx')
    .on('email_verifications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('password_otps')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
}

async function createCourseTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sub_title', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('lesson_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // "Most popular first" listing.
  await db.schema
    .createIndex('courses_popularity_idx')
    .on('courses')
    .columns(['total_likes', 'created_at'])
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sub_heading', 'text', (c) => c.notNull())
    .addColumn('video_key', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('lessons_course_position_idx')
    .on('lessons')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('enrollments')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('enrolled_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('enrollments_pk', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('enrollments_user_date_idx')
    .on('enrollments')
    .columns(['user_id', 'enrolled_at'])
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('favorites_user_date_idx')
    .on('favorites')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('course_likes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_likes_pk', ['user_id', 'course_id'])
    .execute();
  await db.schema.createIndex('course_likes_course_idx').on('course_likes').column('course_id').execute();

  await db.schema
    .createTable('lesson_likes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_likes_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema.createIndex('lesson_likes_lesson_idx').on('lesson_likes').column('lesson_id').execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_lesson_date_idx')
    .on('comments')
    .columns(['lesson_id', 'created_at'])
    .execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();
}

async function createBlogTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('sub_heading', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('total_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_date_idx').on('blogs').column('created_at').execute();
  await db.schema
    .createIndex('blogs_author_date_idx')
    .on('blogs')
    .columns(['author_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('blog_likes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blog_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_likes_pk', ['user_id', 'blog_id'])
    .execute();
  await db.schema
    .createIndex('blog_likes_blog_date_idx')
    .on('blog_likes')
    .columns(['blog_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('blog_likes_user_date_idx')
    .on('blog_likes')
    .columns(['user_id', 'created_at'])
    .execute();
}

async function createCourseSearch(db: Kysely<any>, dialect: DatabaseDialect): Promise<void> {
  if (dialect === 'sqlite') {
    // prefix='2 3 4' keeps prefix queries ('reac*') fast; unicode61 folds case and diacritics.
    await sql`
      CREATE VIRTUAL TABLE course_search USING fts5(
        course_id UNINDEXED, title, sub_title, about, lesson_titles,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
      )`.execute(db);
    return;
  }
  await sql`
    CREATE TABLE course_search (
      course_id text PRIMARY KEY REFERENCES courses(id) ON DELETE CASCADE,
      title text NOT NULL,
      sub_title text NOT NULL,
      about text NOT NULL,
      lesson_titles text NOT NULL,
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', title), 'A') ||
        setweight(to_tsvector('simple', lesson_titles), 'B') ||
        setweight(to_tsvector('simple', sub_title), 'C') ||
        setweight(to_tsvector('simple', about), 'D')
      ) STORED
    )`.execute(db);
  await sql`CREATE INDEX course_search_document_idx ON course_search USING gin (document)`.execute(db);
}

export function initialSchema(dialect: DatabaseDialect): Migration {
  return {
    async up(db) {
      await createAccountTables(db);
      await createCourseTables(db);
      await createBlogTables(db);
      await createCourseSearch(db, dialect);
    },
    async down(db) {
      for (const table of [
        'course_search',
        'blog_likes',
        'blogs',
        'comments',
        'lesson_likes',
        'course_likes',
        'favorites',
        'enrollments',
        'lessons',
        'courses',
        'password_resets',
        'password_otps',
        'refresh_tokens',
        'email_verifications',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
