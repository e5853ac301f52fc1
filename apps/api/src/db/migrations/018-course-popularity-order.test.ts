import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { coursePopularityOrder } from './018-course-popularity-order.js';

// The catalogue's own query, as courses.repository.ts's listPage compiles it.
const LIST_PAGE = sql`
  SELECT id FROM courses ORDER BY total_likes DESC, created_at ASC, id ASC LIMIT 8 OFFSET 392`;

describe('migration 018: the popularity index is in the catalogue order', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** How the store runs a catalogue page, one line per plan step. */
  async function planOfListPage(): Promise<string> {
    const { db, dbDialect } = testApp.app;
    if (dbDialect === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${LIST_PAGE}`.execute(db);
      return rows.map((row) => row.detail).join('\n');
    }
    // A planner that finds the table small prefers a sequential scan and a sort; only the index is asked here.
    return db.connection().execute(async (connection) => {
      await sql`SET enable_seqscan = off`.execute(connection);
      try {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${LIST_PAGE}`.execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`RESET enable_seqscan`.execute(connection);
      }
    });
  }

  it('reads a page in order from the index, with no sort of ties, and its down brings the sort back', async () => {
    const sorts = /TEMP B-TREE|Sort/;
    expect(await planOfListPage()).toContain('courses_popularity_idx');
    expect(await planOfListPage()).not.toMatch(sorts);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the untyped schema
    const db = testApp.app.db as unknown as Kysely<any>;
    const migration = coursePopularityOrder();
    await whileNoSchemaChanges(async () => migration.down?.(db));
    expect(await planOfListPage()).toMatch(sorts);
    await whileNoSchemaChanges(async () => migration.up(db));
    expect(await planOfListPage()).not.toMatch(sorts);
  });

  it('keeps the catalogue in its order: most liked, then oldest, then by id', async () => {
    const response = await testApp.app.inject({ url: '/api/v1/courses?limit=100' });
    expect(response.statusCode, response.body).toBe(200);
    const shown = (response.json().data.courses as Array<{ _id: string }>).map((course) => course._id);
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM courses ORDER BY total_likes DESC, created_at ASC, id ASC LIMIT 100`.execute(
      testApp.app.db,
    );
    expect(shown).toEqual(rows.map((row) => row.id));
  });
});
