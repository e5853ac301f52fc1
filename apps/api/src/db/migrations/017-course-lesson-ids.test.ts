import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { newId } from '../ids.js';
import { courseLessonIds } from './017-course-lesson-ids.js';
import { renderCourseCards } from './019-course-cards.js';

describe('migration 017: the syllabus kept on the course', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('fills every course with its lesson ids in syllabus order, and its down takes the column out', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 017
    const db = testApp.app.db as unknown as Kysely<any>;
    const dialect = testApp.app.dbDialect;
    const migration = courseLessonIds(dialect);
    await whileNoSchemaChanges(async () => migration.down?.(db));

    // Courses as the importer wrote them before 017: one whose lessons were inserted out of syllabus order, one
    // with none. They are the most liked, so they lead the catalogue.
    const courseId = newId();
    const emptyCourseId = newId();
    for (const [id, title, totalLikes, lessonCount] of [
      [courseId, 'Written before 017', 1_000_001, 3],
      [emptyCourseId, 'No lessons yet', 1_000_000, 0],
    ] as const) {
      await db
        .insertInto('courses')
        .values({
          id,
          title,
          sub_title: 'Sub title',
          about: 'About',
          thumbnail_key: `${newId()}.jpg`,
          lesson_count: lessonCount,
          total_likes: totalLikes,
          created_at: Date.now(),
        })
        .execute();
    }
    const bySyllabus = [newId(), newId(), newId()];
    for (const position of [3, 1, 2]) {
      await db
        .insertInto('lessons')
        .values({
          id: bySyllabus[position - 1],
          course_id: courseId,
          position,
          title: `Lesson ${position}`,
          sub_heading: 'Sub heading',
          video_key: `${newId()}.mp4`,
          duration_seconds: 60,
          total_likes: 0,
        })
        .execute();
    }

    await whileNoSchemaChanges(() => migration.up(db));
    // The later migrations run after it: 019 renders the course cards from the ids 017 kept.
    await renderCourseCards(db);

    const list = await testApp.app.inject({ url: '/api/v1/courses?limit=2' });
    expect(list.statusCode, list.body).toBe(200);
    const cards = list.json().data.courses as Array<{ _id: string; syllabus: string[] }>;
    expect(cards.map((card) => [card._id, card.syllabus])).toEqual([
      [courseId, bySyllabus],
      [emptyCourseId, []],
    ]);
    const detail = await testApp.app.inject({ url: `/api/v1/courses/${courseId}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const course = detail.json().data as { syllabus: Array<{ _id: string }> };
    expect(course.syllabus.map((lesson) => lesson._id)).toEqual(bySyllabus);

    // The imported catalogue was filled the same way: every card agrees with its course page.
    const catalogue = await testApp.app.inject({ url: '/api/v1/courses?limit=100' });
    for (const card of catalogue.json().data.courses as Array<{ _id: string; syllabus: string[] }>) {
      const page = await testApp.app.inject({ url: `/api/v1/courses/${card._id}` });
      const lessons = page.json().data.syllabus as Array<{ _id: string }>;
      expect(card.syllabus).toEqual(lessons.map((lesson) => lesson._id));
    }
  });
});
