import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { insertSearchableCourse, searchedCourseIds } from '../../../test/searchable-course.js';
import { SEARCH_TIERS, searchTermsOf } from '../search/course-search.js';
import { SEARCH_RESULT_LIMIT } from './course-limits.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const insertCourse = (
  title: string,
  about: string,
  totalLikes: number,
  more?: { subTitle?: string; lessonTitles?: string },
) => insertSearchableCourse(testApp.app, title, about, totalLikes, more);

describe('course search order (D16)', () => {
  it('title matches first, then the most liked among equally relevant, then the course added first', async () => {
    const inAbout = await insertCourse('Plain one', 'all about zyxwords', 3);
    const inTitle = await insertCourse('Zyxwords explained', 'nothing else', 0);
    const inAboutLiked = await insertCourse('Plain two', 'all about zyxwords', 9);
    const tiedA = await insertCourse('Plain three', 'all about zyxwords', 3);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/courses/query?query=zyxw' });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data.courses as { _id: string }[]).map((course) => course._id);
    expect(ids).toEqual([inTitle, inAboutLiked, inAbout, tiedA]);
    expect(response.json().data.totalCourses).toBe(4);
  });

  it('ranks by the fields that hold every word: title, then lesson titles, then subtitle, then about', async () => {
    // Likes rise as relevance falls, so only the tiers can give this order.
    const about = await insertCourse('Plain a', 'qzfirst qzsecond', 40);
    const subTitle = await insertCourse('Plain b', 'nothing', 30, {
      subTitle: 'Qzfirst for all',
      lessonTitles: 'qzsecond',
    });
    const lessons = await insertCourse('Plain c', 'nothing', 20, { lessonTitles: 'qzfirst qzsecond setup' });
    const titleAndLessons = await insertCourse('Qzfirst course', 'nothing', 10, { lessonTitles: 'qzsecond' });
    const title = await insertCourse('Qzfirst and qzsecond', 'nothing', 0);
    const oneWordOnly = await insertCourse('Qzfirst alone', 'nothing', 99);

    // Both in the title; both within title and lesson titles (the more liked first); the subtitle needed too;
    // the about text needed too.
    expect(await searchedCourseIds(testApp.app, 'qzfi qzse')).toEqual([
      title,
      lessons,
      titleAndLessons,
      subTitle,
      about,
    ]);
    // One word: every course holding it in its title comes first, the most liked first.
    expect(await searchedCourseIds(testApp.app, 'qzfirst')).toEqual([
      oneWordOnly,
      titleAndLessons,
      title,
      lessons,
      subTitle,
      about,
    ]);
  });

  it('keeps the most liked of the courses tied at the last place of a full page (D16)', async () => {
    // 60 courses with the word in the title rank before 60 with it only in the text; the page holds 100, so
    // 40 of the second group make it, and among equally relevant courses the most liked win.
    const inTitle: string[] = [];
    const inText: { id: string; likes: number }[] = [];
    for (let index = 0; index < 60; index += 1) {
      inTitle.push(await insertCourse('Qwxvword course', 'plain text', 1000 + index));
      const likes = (index * 37) % 60;
      inText.push({ id: await insertCourse('Plain course', 'about qwxvword', likes), likes });
    }
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/courses/query?query=qwxv' });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data.courses as { _id: string }[]).map((course) => course._id);
    const titleFirst = [...inTitle].reverse();
    const mostLikedText = [...inText]
      .sort((a, b) => b.likes - a.likes)
      .slice(0, 40)
      .map((course) => course.id);
    expect(ids).toEqual([...titleFirst, ...mostLikedText]);
  });

  it('follows likes as they come and go, exactly under concurrent toggles (D16, D17)', async () => {
    const addedFirst = await insertCourse('Plain course', 'about wqzlikes', 5);
    const liked = await insertCourse('Plain course', 'about wqzlikes', 5);
    const found = () => searchedCourseIds(testApp.app, 'wqzl');
    const toggleAll = (learners: { headers: Record<string, string> }[]) =>
      Promise.all(
        learners.map((learner) =>
          testApp.app.inject({ method: 'POST', url: `/api/v1/c/likes/${liked}`, headers: learner.headers }),
        ),
      );
    // Both stores rank ties by a copy of the likes on the search row (migrations 012, 013): it follows every toggle.
    const copiedLikes = async () => {
      const row = await testApp.app.db
        .selectFrom('course_search')
        .select('total_likes')
        .where('course_id', '=', liked)
        .executeTakeFirstOrThrow();
      return Number(row.total_likes);
    };
    expect(await found()).toEqual([addedFirst, liked]);

    const learners = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(testApp.app)));
    await toggleAll(learners);
    expect(await found()).toEqual([liked, addedFirst]);
    expect(await copiedLikes()).toBe(25);

    await toggleAll(learners);
    expect(await found()).toEqual([addedFirst, liked]);
    expect(await copiedLikes()).toBe(5);
  });
});

/** D16's order computed from the search rows alone, in plain code: the reference the stores' indexes must give. */
async function referenceOrder(query: string): Promise<string[]> {
  const terms = searchTermsOf(query);
  const rows = await testApp.app.db
    .selectFrom('course_search')
    .select(['course_id', 'title', 'lesson_titles', 'sub_title', 'about', 'total_likes', 'search_row'])
    .execute();
  const holdsEveryTerm = (text: string) => {
    const words = text.split(' ');
    return terms.every((term) => words.some((word) => word.startsWith(term)));
  };
  const tierOf = (row: (typeof rows)[number]) =>
    SEARCH_TIERS.findIndex((fields) => holdsEveryTerm(fields.map((field) => row[field]).join(' ')));
  return rows
    .map((row) => ({
      id: row.course_id,
      tier: tierOf(row),
      likes: Number(row.total_likes),
      row: Number(row.search_row),
    }))
    .filter((course) => course.tier >= 0)
    .sort((a, b) => a.tier - b.tier || b.likes - a.likes || a.row - b.row)
    .slice(0, SEARCH_RESULT_LIMIT)
    .map((course) => course.id);
}

describe('course search order against a reference (D16)', () => {
  it('gives the order computed from the search rows, for one word, a prefix and several words', async () => {
    for (let index = 0; index < 130; index += 1) {
      // Words spread over the fields, likes repeating so that ties fall to the order of writing.
      await insertCourse(
        index % 3 === 0 ? 'Qyref tools' : 'Plain course',
        `about qyref ${index % 5 ? 'qyextra' : ''}`,
        index % 7,
        {
          subTitle: index % 4 === 0 ? 'Qyextra for all' : 'A course',
          lessonTitles: index % 2 === 0 ? 'qyextra setup' : '',
        },
      );
    }
    // 'qy' starts two words that many courses hold both of: each is found once.
    for (const query of [
      'qyref',
      'qyr',
      'qy',
      'qyref qyextra',
      'qyextra qyref',
      'qy qyref',
      'react',
      'js',
      'qyref react',
    ]) {
      expect(await searchedCourseIds(testApp.app, query), query).toEqual(await referenceOrder(query));
    }
    expect((await referenceOrder('qyref')).length).toBe(SEARCH_RESULT_LIMIT);
  });
});
