import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { insertSearchableCourse, searchedCourseIds } from '../../../test/searchable-course.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const insertCourse = (title: string, about: string, totalLikes: number) =>
  insertSearchableCourse(testApp.app, title, about, totalLikes);

describe('course search order (D16)', () => {
  it('most relevant first, then the most liked among equally relevant, then by id', async () => {
    const inAbout = await insertCourse('Plain one', 'all about zyxwords', 3);
    const inTitle = await insertCourse('Zyxwords explained', 'nothing else', 0);
    const inAboutLiked = await insertCourse('Plain two', 'all about zyxwords', 9);
    const tiedA = await insertCourse('Plain three', 'all about zyxwords', 3);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/courses/query?query=zyxw' });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data.courses as { _id: string }[]).map((course) => course._id);
    const [first, second] = [inAbout, tiedA].sort();
    expect(ids).toEqual([inTitle, inAboutLiked, first, second]);
    expect(response.json().data.totalCourses).toBe(4);
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
    const equals = [
      await insertCourse('Plain course', 'about wqzlikes', 5),
      await insertCourse('Plain course', 'about wqzlikes', 5),
    ].sort();
    const [byId, liked] = equals as [string, string];
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
    expect(await found()).toEqual([byId, liked]);

    const learners = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(testApp.app)));
    await toggleAll(learners);
    expect(await found()).toEqual([liked, byId]);
    expect(await copiedLikes()).toBe(25);

    await toggleAll(learners);
    expect(await found()).toEqual([byId, liked]);
    expect(await copiedLikes()).toBe(5);
  });
});
