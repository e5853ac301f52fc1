import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { insertSearchableCourse, searchedCourseIds } from '../../../test/searchable-course.js';
import { searchRows } from './013-search-rows.js';

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
    const migration = searchRows(dbDialect);
    await whileNoSchemaChanges(async () => migration.down?.(db));
    // The order D16 gives, computed on the table as 012 left it: bm25, then likes, then id.
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

    expect(before.zqrow).toHaveLength(4);
    expect(await search('zqrow')).toEqual(before.zqrow);
    expect((await search('react')).length).toBeGreaterThan(0);
    expect(await search('react')).toEqual(before.react.slice(0, 100));
  });

  it.skipIf(onPostgres)(
    'keeps the index and the likes in step with every insert, edit, deletion and like',
    async () => {
      const { db } = testApp.app;
      const id = await insertSearchableCourse(testApp.app, 'Qxedited basics', 'about qxedited', 7);
      const likes = async () =>
        Number(
          (
            await db
              .selectFrom('course_search')
              .select('total_likes')
              .where('course_id', '=', id)
              .executeTakeFirstOrThrow()
          ).total_likes,
        );
      expect(await search('qxedit')).toEqual([id]);
      expect(await likes()).toBe(7);

      await db.updateTable('courses').set({ total_likes: 12 }).where('id', '=', id).execute();
      expect(await likes()).toBe(12);

      await db
        .updateTable('course_search')
        .set({ title: 'qxrenamed basics', about: 'about qxrenamed' })
        .where('course_id', '=', id)
        .execute();
      expect(await search('qxedit')).toEqual([]);
      expect(await search('qxrenam')).toEqual([id]);
      await checkIndex();

      // VACUUM may renumber rows without a declared key; the index must still point at the right ones.
      await sql`VACUUM`.execute(db);
      expect(await search('qxrenam')).toEqual([id]);
      await checkIndex();

      await db.deleteFrom('courses').where('id', '=', id).execute();
      expect(await search('qxrenam')).toEqual([]);
      await checkIndex();
    },
  );
});
