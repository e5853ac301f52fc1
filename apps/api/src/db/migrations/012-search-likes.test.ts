import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { searchLikes } from './012-search-likes.js';
import { searchPostings } from './015-search-postings.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('migration 012: likes on the search row (PostgreSQL)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "copies every course's likes onto its search row, and keeps new rows and later changes in step",
    async () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 012
      const db = testApp.app.db as unknown as Kysely<any>;
      const migration = searchLikes('postgres');
      // 015's ranking key is made of the copied likes: it goes first and comes back last.
      const later = searchPostings('postgres');
      await whileNoSchemaChanges(async () => {
        await later.down?.(db);
        await migration.down?.(db);
      });
      // Likes given while there was no copy: each course a different count.
      await sql`UPDATE courses SET total_likes = length(id) + ascii(id)`.execute(db);

      await whileNoSchemaChanges(async () => {
        await migration.up(db);
        await later.up(db);
      });

      const differing = async () =>
        (
          await sql<{ count: string }>`
            SELECT count(*) AS count FROM courses JOIN course_search ON course_search.course_id = courses.id
            WHERE course_search.total_likes <> courses.total_likes`.execute(db)
        ).rows[0]?.count;
      const copied = await sql<{ count: string }>`
        SELECT count(*) AS count FROM course_search WHERE total_likes > 0`.execute(db);
      expect(Number(copied.rows[0]?.count)).toBeGreaterThan(0);
      expect(Number(await differing())).toBe(0);

      // A later change of any course's count is written through in the same statement.
      await sql`UPDATE courses SET total_likes = total_likes * 2 + 1`.execute(db);
      expect(Number(await differing())).toBe(0);
    },
  );
});
