import fastJsonStringify from 'fast-json-stringify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { insertSearchableCourse } from '../../../test/searchable-course.js';
import { readOpenApiDocument } from '../../contract/openapi-document.js';
import { successResponseSchemas } from '../../contract/response-serialisation.js';
import { ok } from '../../http/envelope.js';
import { COURSE_SUMMARY_COLUMNS, toCourseSummary } from '../../modules/courses/course-presenter.js';
import { courseCards } from './019-course-cards.js';

describe('migration 019: course cards kept rendered', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The serialiser the catalogue's route was given from the contract (the one it used before 019). */
  function catalogueSerialiser(): (answer: unknown) => string {
    const document = readOpenApiDocument();
    const operation = document.paths['/courses']?.get as Record<string, unknown>;
    return fastJsonStringify(successResponseSchemas(operation, document.components)?.['200'] as object);
  }

  /** The catalogue's answer as it was made before 019: the cards' columns as objects, serialised per answer. */
  async function catalogueFromColumns(limit: number): Promise<string> {
    const rows = await testApp.app.db
      .selectFrom('courses')
      .select(COURSE_SUMMARY_COLUMNS)
      .orderBy('total_likes', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    const totalCourses = (await testApp.app.db.selectFrom('courses').select('id').execute()).length;
    return catalogueSerialiser()(
      ok({ courses: rows.map(toCourseSummary), totalCourses }, 'Courses fetched successfully'),
    );
  }

  it('answers the catalogue and search byte for byte as the cards made per answer did', async () => {
    // A course with no lessons and no stored widths beside the imported catalogue (lessons and widths).
    await insertSearchableCourse(testApp.app, 'Quirky "quoted" \\ course', 'About <it> & more', 3);
    const list = await testApp.app.inject({ url: '/api/v1/courses?limit=100' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.body).toBe(await catalogueFromColumns(100));
    expect(list.json().data.courses[0].title).toBe('Quirky "quoted" \\ course');

    const search = await testApp.app.inject({ url: '/api/v1/courses/query?query=quirky' });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual({
      statusCode: 200,
      data: { courses: [list.json().data.courses[0]], totalCourses: 1 },
      message: 'Search results fetched successfully',
      success: true,
    });
    const none = await testApp.app.inject({ url: '/api/v1/courses/query?query=nothing-like-it' });
    expect(none.json().data).toEqual({ courses: [], totalCourses: 0 });
  });

  it('renders the card of every course stored before it, and its down takes the column out', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 019
    const db = testApp.app.db as unknown as Kysely<any>;
    const before = await catalogueFromColumns(100);
    const migration = courseCards();
    await whileNoSchemaChanges(async () => migration.down?.(db));
    const columns = await db
      .selectFrom('courses')
      .selectAll()
      .limit(1)
      .execute()
      .then((rows) => Object.keys(rows[0] ?? {}));
    expect(columns).not.toContain('card_json');

    // In a transaction, as the migrator runs it on PostgreSQL.
    await whileNoSchemaChanges(() => db.transaction().execute((trx) => migration.up(trx)));
    const list = await testApp.app.inject({ url: '/api/v1/courses?limit=100' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toBe(before);
    const empty = await db.selectFrom('courses').select('id').where('card_json', '=', '').execute();
    expect(empty).toEqual([]);
  });
});
