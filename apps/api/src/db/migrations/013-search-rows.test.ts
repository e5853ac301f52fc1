import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { insertSearchableCourse, searchedCourseIds } from '../../../test/searchable-course.js';
import { searchRows } from './013-search-rows.js';
import { searchTiers } from './014-search-tiers.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** FTS5's own check that the index agrees with the rows it points at. */
const checkIndex = () =>
  sql`INSERT INTO course_search_index (course_search_index, rank) VALUES ('integrity-check', 1)`.execute(
    testApp.app.db,
  );

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const search = (query: string) => searchedCourseIds(testApp.app, query);

describe('migration 013: search rows in a plain table, indexed by FTS5 (SQLite)', () => {
  it.skipIf(onPostgres)('finds the same courses in the same order as the FTS5 table before it', async () => {
    const { db, dbDialect } = testApp.app;
    await insertSearchableCourse(testApp.app, 'Zqrows in practice', 'zqrows', 3);
    await insertSearchableCourse(testApp.app, 'Plain one', 'all about zqrows', 3);
    await insertSearchableCourse(testApp.app, 'Plain two', 'all about zqrows', 8);
    await insertSearchableCourse(testApp.app, 'Zqrowing', 'zqrows zqrows zqrows', 0);
    // 014 replaced the index 013 made; both are undone, then 013 is redone on the table as 012 left it.
    const later = searchTiers(dbDialect);
    const migration = searchRows(dbDialect);
    await whileNoSchemaChanges(async () => {
      await later.down?.(db);
      await migration.down?.(db);
    });
    // The order D16 gave with bm25, computed on the table as 012 left it: bm25, then likes, then id.
    const expected = async (word: string) =>
      (
        await sql<{ id: string }>`
          SELECT courses.id FROM course_search JOIN courses ON courses.id = course_search.course_id
          WHERE course_search MATCH ${`"${word}"*`}
          ORDER BY bm25(course_search, 0.0, 10.0, 3.0, 1.0, 5.0), courses.total_likes DESC, courses.id`.execute(
          db,
        )
      ).rows.map((row) => row.id);
    const before = { zqrow: await expected('zqrow'), react: await expected('react') };

    await whileNoSchemaChanges(() => migration.up(db));
    await checkIndex();
    // The same order from the rows and their index as 013 left them (its search ranked this way until 014).
    const indexed = async (word: string) =>
      (
        await sql<{ course_id: string }>`
          SELECT course_search.course_id FROM course_search_index
          JOIN course_search ON course_search.search_row = course_search_index.rowid
          WHERE course_search_index MATCH ${`"${word}"*`}
          ORDER BY bm25(course_search_index, 10.0, 3.0, 1.0, 5.0), course_search.total_likes DESC,
            course_search.course_id`.execute(db)
      ).rows.map((row) => row.course_id);

    expect(before.zqrow).toHaveLength(4);
    expect(await indexed('zqrow')).toEqual(before.zqrow);
    expect(before.react.length).toBeGreaterThan(0);
    expect(await indexed('react')).toEqual(before.react);

    await whileNoSchemaChanges(() => later.up(db));
    expect((await search('zqrow')).sort()).toEqual([...before.zqrow].sort());
  });
});
