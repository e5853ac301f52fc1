import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../test/build-test-app.js';
import { migrateToLatest } from './migrate.js';

const TABLES = [
  'users',
  'email_verifications',
  'refresh_tokens',
  'password_otps',
  'password_resets',
  'courses',
  'lessons',
  'enrollments',
  'favorites',
  'course_likes',
  'lesson_likes',
  'comments',
  'blogs',
  'blog_likes',
  'course_search',
];

// Every list, search and lookup has an index, so no read grows with its table (ADR 0014).
const INDEXES = [
  'email_verifications_user_idx',
  'refresh_tokens_user_idx',
  'refresh_tokens_family_idx',
  'password_resets_user_idx',
  'courses_popularity_idx',
  'lessons_course_position_idx',
  'enrollments_user_date_idx',
  'favorites_user_date_idx',
  'course_likes_course_idx',
  'lesson_likes_lesson_idx',
  'comments_lesson_date_idx',
  'comments_user_idx',
  'blogs_date_idx',
  'blogs_author_date_idx',
  'blog_likes_blog_date_idx',
  'blog_likes_user_date_idx',
];

describe('migrations', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('create every table of the data model', async () => {
    const { db, dbDialect } = testApp.app;
    const rows =
      dbDialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema()`.execute(db);
    const names = rows.rows.map((row) => row.name);
    for (const table of TABLES) expect(names, table).toContain(table);
  });

  it('create the indexes of every list and lookup', async () => {
    const { db, dbDialect } = testApp.app;
    const rows =
      dbDialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)
        : await sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema()`.execute(db);
    const names = rows.rows.map((row) => row.name);
    for (const index of INDEXES) expect(names, index).toContain(index);
    if (dbDialect === 'postgres') expect(names).toContain('course_search_document_idx');
  });

  it('are idempotent: running them again on start changes nothing', async () => {
    const { db, dbDialect } = testApp.app;
    const schema =
      dbDialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    // Migrating reads every schema of the database: not while a test file beside this one drops its own.
    await expect(whileNoSchemaChanges(() => migrateToLatest(db, dbDialect, schema))).resolves.toBeUndefined();
  });

  it('enforce unique emails and usernames in the database itself', async () => {
    const { db } = testApp.app;
    const user = (id: string, username: string, email: string) => ({
      id,
      username,
      email,
      password_hash: null,
      google_sub: null,
      email_verified: 1 as const,
      first_name: '',
      last_name: '',
      avatar_key: null,
      avatar_id: null,
      created_at: 1,
      updated_at: 1,
    });
    await db
      .insertInto('users')
      .values(user('a'.repeat(24), 'first', 'first@example.com'))
      .execute();
    await expect(
      db
        .insertInto('users')
        .values(user('b'.repeat(24), 'second', 'first@example.com'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('users')
        .values(user('c'.repeat(24), 'first', 'third@example.com'))
        .execute(),
    ).rejects.toThrow();
  });
});
