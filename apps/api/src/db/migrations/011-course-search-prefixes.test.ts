import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { insertSearchableCourse, searchedCourseIds } from '../../../test/searchable-course.js';
import { searchTermsOf } from '../../modules/search/course-search.js';
import { toFts5Query } from '../../modules/search/sqlite-fts5.js';
import { COURSE_SEARCH_PREFIXES, courseSearchPrefixes } from './011-course-search-prefixes.js';
import { searchRows } from './013-search-rows.js';
import { searchTiers } from './014-search-tiers.js';
import { searchPostings } from './015-search-postings.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** What the FTS5 table as 011 left it finds for each query: the course ids, best first (the search's bm25). */
async function found(queries: string[]): Promise<string[][]> {
  const pages: string[][] = [];
  for (const query of queries) {
    const match = toFts5Query(searchTermsOf(query));
    const rows = await sql<{ course_id: string }>`
      SELECT course_id FROM course_search WHERE course_search MATCH ${match}
      ORDER BY bm25(course_search, 0.0, 10.0, 3.0, 1.0, 5.0), course_id`.execute(testApp.app.db);
    pages.push(rows.rows.map((row) => row.course_id));
  }
  return pages;
}

/** What a learner gets for each query: the ids in order. */
async function answers(queries: string[]): Promise<string[][]> {
  const pages: string[][] = [];
  for (const query of queries) pages.push(await searchedCourseIds(testApp.app, query));
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
    await insertSearchableCourse(
      testApp.app,
      'Qvtransformers explained',
      'qvtransformers and qvdeployment',
      4,
    );
    await insertSearchableCourse(testApp.app, 'Plain course', 'all about qvtransformers', 9);
    await insertSearchableCourse(
      testApp.app,
      'Qvdeployment patterns',
      'qvdeployments for teams, qvtransformations',
      1,
    );
    await insertSearchableCourse(testApp.app, 'Qvdeploy basics', 'qvtransformationally long words', 1);
    const queries = [
      'qvtr',
      'qvtran',
      'qvtransfor',
      'qvtransformat',
      'qvdeploy',
      'qvdeploym qvtransf',
      'react',
    ];

    const before = await answers(queries);
    // 013 moved the rows out of the FTS5 table, 014 replaced its index and 015 lists the words on PostgreSQL; 011
    // is undone and redone on the table as 012 left it.
    const later = [searchPostings(dbDialect), searchTiers(dbDialect), searchRows(dbDialect)];
    const migration = courseSearchPrefixes(dbDialect);
    await whileNoSchemaChanges(async () => {
      for (const undone of later) await undone.down?.(db);
      await migration.down?.(db);
    });
    const sqlite = dbDialect === 'sqlite';
    if (sqlite) expect(await courseSearchDefinition()).toContain(`prefix = '2 3 4'`);
    const narrow = sqlite ? await found(queries) : [];

    await whileNoSchemaChanges(() => migration.up(db));
    if (sqlite) {
      expect(await courseSearchDefinition()).toContain(`prefix = '${COURSE_SEARCH_PREFIXES}'`);
      // FTS5's own check that the rebuilt index agrees with the rows it holds.
      await sql`INSERT INTO course_search (course_search) VALUES ('integrity-check')`.execute(db);
      expect(await found(queries)).toEqual(narrow);
    }
    await whileNoSchemaChanges(async () => {
      for (const redone of [...later].reverse()) await redone.up(db);
    });
    const after = await answers(queries);

    expect(after).toEqual(before);
    expect(after.slice(0, 6).map((ids) => ids.length)).toEqual([4, 4, 4, 2, 3, 2]);
    expect(after[6]?.length).toBeGreaterThan(0);
  });
});
