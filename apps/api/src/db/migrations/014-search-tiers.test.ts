import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { insertSearchableCourse, searchedCourseIds } from '../../../test/searchable-course.js';
import { rankingKeySql, SEARCH_TIERS, searchTierTable, searchTiers } from './014-search-tiers.js';
import { searchPostings } from './015-search-postings.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const search = (query: string) => searchedCourseIds(testApp.app, query);

/** FTS5's own check of each tier index (for a contentless index: that its structure is sound). */
async function checkTierIndexes() {
  for (const tier of SEARCH_TIERS.keys()) {
    const table = sql.raw(searchTierTable(tier));
    await sql`INSERT INTO ${table} (${table}) VALUES ('integrity-check')`.execute(testApp.app.db);
  }
}

/** How many rows each tier index holds for a course, under the key its search row has now. */
async function tierRowsOf(courseId: string): Promise<number[]> {
  const counts: number[] = [];
  for (const tier of SEARCH_TIERS.keys()) {
    const table = sql.raw(searchTierTable(tier));
    const { rows } = await sql<{ count: number }>`
      SELECT count(*) AS count FROM ${table} WHERE rowid IN (
        SELECT ${sql.raw(rankingKeySql())} FROM course_search
        WHERE course_id = ${courseId})`.execute(testApp.app.db);
    counts.push(Number(rows[0]?.count));
  }
  return counts;
}

describe('migration 014: search tiers', () => {
  it.skipIf(onPostgres)(
    'keeps every tier index in step with inserts, edits, likes, VACUUM and deletions (SQLite)',
    async () => {
      const { db } = testApp.app;
      const rival = await insertSearchableCourse(testApp.app, 'Plain rival', 'about qxtier', 10);
      const id = await insertSearchableCourse(testApp.app, 'Plain course', 'about qxtier', 7);
      expect(await tierRowsOf(id)).toEqual([1, 1, 1, 1]);
      expect(await search('qxtie')).toEqual([rival, id]);

      // A like moves the course's key in every index, in the same statement.
      await db.updateTable('courses').set({ total_likes: 12 }).where('id', '=', id).execute();
      expect(await tierRowsOf(id)).toEqual([1, 1, 1, 1]);
      expect(await search('qxtie')).toEqual([id, rival]);
      await checkTierIndexes();

      // New words: the old ones are gone from every tier, the new ones found at the new tier.
      await db
        .updateTable('course_search')
        .set({ title: 'qxrenamed basics', about: 'about qxrenamed' })
        .where('course_id', '=', id)
        .execute();
      expect(await search('qxtie')).toEqual([rival]);
      expect(await search('qxrenam')).toEqual([id]);
      await checkTierIndexes();

      await sql`VACUUM`.execute(db);
      expect(await search('qxrenam')).toEqual([id]);
      await checkTierIndexes();

      await db.deleteFrom('courses').where('id', '=', id).execute();
      expect(await search('qxrenam')).toEqual([]);
      expect(await tierRowsOf(rival)).toEqual([1, 1, 1, 1]);
      const indexed = await sql<{ count: number }>`
        SELECT count(*) AS count FROM course_search_tier4 WHERE course_search_tier4 MATCH 'qxrenamed'`.execute(
        db,
      );
      expect(Number(indexed.rows[0]?.count)).toBe(0);
      await checkTierIndexes();
    },
  );

  it('finds the same courses when undone and redone, on both stores', async () => {
    const { db, dbDialect } = testApp.app;
    await insertSearchableCourse(testApp.app, 'Qxroundtrip one', 'about', 3);
    await insertSearchableCourse(testApp.app, 'Plain', 'about qxroundtrip', 5, {
      lessonTitles: 'qxroundtrip',
    });
    const before = { qx: await search('qxround'), react: await search('react') };
    const migration = searchTiers(dbDialect);
    // 015's ranking key on PostgreSQL is made of 014's search row: it goes first and comes back last.
    const later = searchPostings(dbDialect);

    await whileNoSchemaChanges(async () => {
      await later.down?.(db);
      await migration.down?.(db);
    });
    if (dbDialect === 'sqlite') {
      // 013's bm25 index is back, whole.
      await sql`INSERT INTO course_search_index (course_search_index, rank) VALUES ('integrity-check', 1)`.execute(
        db,
      );
    }
    await whileNoSchemaChanges(async () => {
      await migration.up(db);
      await later.up(db);
    });
    if (dbDialect === 'sqlite') await checkTierIndexes();

    expect(before.qx).toHaveLength(2);
    expect(await search('qxround')).toEqual(before.qx);
    expect(before.react.length).toBeGreaterThan(0);
    expect(await search('react')).toEqual(before.react);
  });
});
