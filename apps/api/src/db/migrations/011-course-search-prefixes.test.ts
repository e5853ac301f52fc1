import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { newId } from '../ids.js';
import { COURSE_SEARCH_PREFIXES, courseSearchPrefixes } from './011-course-search-prefixes.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function insertCourse(title: string, about: string, totalLikes: number): Promise<void> {
  const id = newId();
  await testApp.app.db
    .insertInto('courses')
    .values({
      id,
      title,
      sub_title: 'A course',
      about,
      thumbnail_key: `${newId()}.jpg`,
      lesson_count: 0,
      total_likes: totalLikes,
      created_at: Date.now(),
    })
    .execute();
  await testApp.app.db
    .insertInto('course_search')
    .values({ course_id: id, title: title.toLowerCase(), sub_title: 'a course', about, lesson_titles: '' })
    .execute();
}

/** What a learner gets for each query: the ids in order. */
async function answers(queries: string[]): Promise<string[][]> {
  const pages: string[][] = [];
  for (const query of queries) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/courses/query?query=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    pages.push((response.json().data.courses as { _id: string }[]).map((course) => course._id));
  }
  return pages;
}

async function courseSearchDefinition(): Promise<string> {
  const rows = await sql<{ sql: string }>`
    SELECT sql FROM sqlite_master WHERE name = 'course_search'`.execute(testApp.app.db);
  return rows.rows[0]?.sql ?? '';
}

describe('migration 011: course search prefixes', () => {
  it('finds the same courses in the same order before and after, with prefix indexes up to 12 letters on SQLite', async () => {
    const { db, dbDialect } = testApp.app;
    // Words of 5 to 13 letters, so that prefixes the old index did not cover (and one past the new) are asked.
    await insertCourse('Qvtransformers explained', 'qvtransformers and qvdeployment', 4);
    await insertCourse('Plain course', 'all about qvtransformers', 9);
    await insertCourse('Qvdeployment patterns', 'qvdeployments for teams, qvtransformations', 1);
    await insertCourse('Qvdeploy basics', 'qvtransformationally long words', 1);
    const queries = [
      'qvtr',
      'qvtran',
      'qvtransfor',
      'qvtransformat',
      'qvdeploy',
      'qvdeploym qvtransf',
      'react',
    ];

    const migration = courseSearchPrefixes(dbDialect);
    await whileNoSchemaChanges(async () => migration.down?.(db));
    if (dbDialect === 'sqlite') expect(await courseSearchDefinition()).toContain(`prefix = '2 3 4'`);
    const before = await answers(queries);

    await whileNoSchemaChanges(() => migration.up(db));
    if (dbDialect === 'sqlite') {
      expect(await courseSearchDefinition()).toContain(`prefix = '${COURSE_SEARCH_PREFIXES}'`);
      // FTS5's own check that the rebuilt index agrees with the rows it holds.
      await sql`INSERT INTO course_search (course_search) VALUES ('integrity-check')`.execute(db);
    }
    const after = await answers(queries);

    expect(after).toEqual(before);
    expect(after.slice(0, 6).map((ids) => ids.length)).toEqual([4, 4, 4, 2, 3, 2]);
    expect(after[6]?.length).toBeGreaterThan(0);
  });
});
