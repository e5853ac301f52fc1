import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { syllabusIndex } from './016-syllabus-index.js';

describe('migration 016: the syllabus index holds the lesson ids', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The columns of lessons_course_position_idx, in order, keys and included columns alike. */
  async function indexColumns(): Promise<string[]> {
    const { db, dbDialect } = testApp.app;
    if (dbDialect === 'sqlite') {
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM pragma_index_xinfo('lessons_course_position_idx') WHERE key = 1 ORDER BY seqno`.execute(
        db,
      );
      return rows.map((row) => row.name);
    }
    const { rows } = await sql<{ name: string }>`
      SELECT attribute.attname AS name
      FROM pg_index AS ix
      JOIN pg_class AS index_class ON index_class.oid = ix.indexrelid
      JOIN pg_namespace AS namespace ON namespace.oid = index_class.relnamespace
      CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS key(attnum, n)
      JOIN pg_attribute AS attribute ON attribute.attrelid = ix.indrelid AND attribute.attnum = key.attnum
      WHERE index_class.relname = 'lessons_course_position_idx' AND namespace.nspname = current_schema()
      ORDER BY key.n`.execute(db);
    return rows.map((row) => row.name);
  }

  it('adds the id after course and position, and its down takes it out again', async () => {
    expect(await indexColumns()).toEqual(['course_id', 'position', 'id']);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the untyped schema
    const db = testApp.app.db as unknown as Kysely<any>;
    const migration = syllabusIndex();
    await whileNoSchemaChanges(async () => migration.down?.(db));
    expect(await indexColumns()).toEqual(['course_id', 'position']);
    await whileNoSchemaChanges(async () => migration.up(db));
    expect(await indexColumns()).toEqual(['course_id', 'position', 'id']);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'lets SQLite read a page of syllabi from the index alone',
    async () => {
      const { rows } = await sql<{ detail: string }>`
      EXPLAIN QUERY PLAN
      SELECT course_id, group_concat(id, ',' ORDER BY position) AS ids FROM lessons
      WHERE course_id IN (SELECT value FROM json_each(${JSON.stringify(['a', 'b'])})) GROUP BY course_id`.execute(
        testApp.app.db,
      );
      expect(rows.map((row) => row.detail).join('\n')).toContain(
        'USING COVERING INDEX lessons_course_position_idx',
      );
    },
  );
});
