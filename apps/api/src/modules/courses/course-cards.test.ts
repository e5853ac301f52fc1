import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { insertSearchableCourse } from '../../../test/searchable-course.js';
import { readOpenApiDocument } from '../../contract/openapi-document.js';
import { COURSE_CARD_STAMP, refreshCourseCards } from './course-cards.js';
import {
  COURSE_CARDS,
  COURSE_SUMMARY_COLUMNS,
  courseCardRendering,
  toCourseSummary,
  type CourseSummaryRow,
} from './course-presenter.js';

describe('course cards carry the stamp of the schema that rendered them (ADR 0134)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await insertSearchableCourse(testApp.app, 'Zebra stripes explained', 'About zebras', 1);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const keptStamp = async () =>
    (
      await testApp.app.db
        .selectFrom('render_stamps')
        .select('stamp')
        .where('name', '=', COURSE_CARD_STAMP)
        .executeTakeFirst()
    )?.stamp;
  const courseCount = async () => (await testApp.app.db.selectFrom('courses').select('id').execute()).length;

  /** Every course of the catalogue, page by page, as the client reads them. */
  async function wholeCatalogue(): Promise<Array<Record<string, unknown>>> {
    const courses: Array<Record<string, unknown>> = [];
    for (let page = 1; ; page += 1) {
      const response = await testApp.app.inject({ url: `/api/v1/courses?page=${page}&limit=100` });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      courses.push(...data.courses);
      if (courses.length >= data.totalCourses || data.courses.length === 0) return courses;
    }
  }

  /** The contract with one more CourseSummary field, required, and a renderer that fills it. */
  function renderingWithLevel() {
    const { components } = readOpenApiDocument();
    const summary = (components as { schemas: Record<string, Record<string, unknown>> }).schemas
      .CourseSummary!;
    summary.properties = { ...(summary.properties as object), level: { type: 'string' } };
    summary.required = [...(summary.required as string[]), 'level'];
    return courseCardRendering(components, (row: CourseSummaryRow) => ({
      ...toCourseSummary(row),
      level: `level of ${row.title}`,
    }));
  }

  it("keeps the start's stamp: the contract's CourseSummary and the renderer's version", async () => {
    expect(await keptStamp()).toBe(COURSE_CARDS.stamp);
    expect(courseCardRendering().stamp).toBe(COURSE_CARDS.stamp);
    expect(courseCardRendering(undefined, toCourseSummary, 2).stamp).not.toBe(COURSE_CARDS.stamp);
    expect(renderingWithLevel().stamp).not.toBe(COURSE_CARDS.stamp);
  });

  it('renders every card again when the stamp differs: a new CourseSummary field is in every list', async () => {
    const rendering = renderingWithLevel();
    expect(await refreshCourseCards(testApp.app.db, rendering)).toBe(await courseCount());
    expect(await keptStamp()).toBe(rendering.stamp);

    const catalogue = await wholeCatalogue();
    expect(catalogue.length).toBe(await courseCount());
    for (const course of catalogue) expect(course.level).toBe(`level of ${String(course.title)}`);

    const search = await testApp.app.inject({ url: '/api/v1/courses/query?query=zebra' });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.courses).toEqual([
      expect.objectContaining({
        title: 'Zebra stripes explained',
        level: 'level of Zebra stripes explained',
      }),
    ]);
  });

  it('leaves the cards alone when the stamp matches, and renders them back for another', async () => {
    const rendering = renderingWithLevel();
    const [first] = await testApp.app.db
      .selectFrom('courses')
      .select(COURSE_SUMMARY_COLUMNS)
      .orderBy('id')
      .limit(1)
      .execute();
    const id = first!.id;
    const cardOf = async () =>
      (await testApp.app.db.selectFrom('courses').select('card_json').where('id', '=', id).executeTakeFirst())
        ?.card_json;
    await testApp.app.db
      .updateTable('courses')
      .set({ card_json: '{"left":"alone"}' })
      .where('id', '=', id)
      .execute();

    expect(await refreshCourseCards(testApp.app.db, rendering)).toBe(0);
    expect(await cardOf()).toBe('{"left":"alone"}');

    expect(await refreshCourseCards(testApp.app.db, COURSE_CARDS)).toBe(await courseCount());
    expect(await keptStamp()).toBe(COURSE_CARDS.stamp);
    expect(JSON.parse((await cardOf())!)).toEqual(toCourseSummary(first!));
    expect(await cardOf()).toBe(COURSE_CARDS.render(first!));
  });
});
