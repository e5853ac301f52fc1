import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCatalogRepository } from '../../catalog/catalog-repository.js';
import { newId } from '../../db/ids.js';
import { createCourseSearch, searchTermsOf, SEARCH_TIERS, type CourseSearch } from './course-search.js';

// The interface on the store the suite runs on (TEST_DATABASE_URL for PostgreSQL), with courses written by the
// catalogue's own write path.
let testApp: TestApp;
let search: CourseSearch;
beforeAll(async () => {
  testApp = await buildTestApp();
  search = createCourseSearch(testApp.app.db, testApp.app.dbDialect);
});
afterAll(async () => {
  await testApp.close();
});

async function addCourse(title: string, about: string, likes: number, lessonTitles = ['Getting started']) {
  const { courseId } = await createCatalogRepository(testApp.app.db).insertCourse({
    title,
    subTitle: 'A course',
    about,
    thumbnailKey: `${newId()}.jpg`,
    thumbnailSrcset: null,
    createdAt: Date.now(),
    lessons: lessonTitles.map((lessonTitle) => ({
      title: lessonTitle,
      subHeading: '',
      videoKey: `${newId()}.mp4`,
      durationSeconds: 60,
    })),
  });
  if (likes > 0) {
    await testApp.app.db
      .updateTable('courses')
      .set({ total_likes: likes })
      .where('id', '=', courseId)
      .execute();
  }
  return courseId;
}

const pageIds = async (query: string, limit = 50) =>
  (await search.page(searchTermsOf(query), limit)).map(
    (row) => (JSON.parse(row.card_json) as { _id: string })._id,
  );

describe('course search (modules/search)', () => {
  it('splits a query into distinct lower-case words of letters and digits, at most twelve', () => {
    expect(searchTermsOf('React.js, REACT   hooks!')).toEqual(['react', 'js', 'hooks']);
    expect(searchTermsOf('¿Qué? ...')).toEqual(['qué']);
    expect(searchTermsOf(Array.from({ length: 20 }, (_, index) => `w${index}`).join(' '))).toHaveLength(12);
    expect(SEARCH_TIERS[0]).toEqual(['title']);
  });

  it('finds what the catalogue wrote by every word prefix, across punctuation and case', async () => {
    const id = await addCourse('Wqreact.js Hooks', 'Nothing here', 0, ['Wqvite: deploy it']);
    expect(await pageIds('wqreac hoo')).toEqual([id]);
    expect(await pageIds('WQVITE DEPL')).toEqual([id]);
    expect(await pageIds('wqreact js')).toEqual([id]);
    // The words are split at the dot, so their join is no word; and every word is needed.
    expect(await pageIds('wqreactjs')).toEqual([]);
    expect(await pageIds('wqreact angular')).toEqual([]);
  });

  it('cuts the page at the limit in D16 order, each course once', async () => {
    const inAbout = await addCourse('Plain wqtier one', 'wqcut everywhere', 90);
    const inLessons = await addCourse('Plain wqtier two', 'wqcut too', 50, ['Wqcut lesson']);
    const inTitleFew = await addCourse('Wqcut basics', 'wqcut again', 1);
    const inTitleMany = await addCourse('Wqcut advanced', 'wqcut again', 7);
    expect(await pageIds('wqcut')).toEqual([inTitleMany, inTitleFew, inLessons, inAbout]);
    expect(await pageIds('wqcut', 3)).toEqual([inTitleMany, inTitleFew, inLessons]);
    expect(await pageIds('wqcut', 1)).toEqual([inTitleMany]);
    expect(await pageIds('wqtier wqcut', 2)).toEqual([inLessons, inAbout]);
  });
});
