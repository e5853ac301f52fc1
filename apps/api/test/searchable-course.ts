import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newId } from '../src/db/ids.js';
import { moveRowCounter } from '../src/db/row-counters.js';
import { withCourseCard } from '../src/modules/courses/course-presenter.js';

/**
 * A course straight in the database with its search document (title and about as given; no lessons and a plain
 * subtitle unless given), as the importer writes them: for tests of the search order (D16) that need words and
 * likes of their own. The catalogue's kept count moves with it.
 */
export async function insertSearchableCourse(
  app: FastifyInstance,
  title: string,
  about: string,
  totalLikes: number,
  more: { subTitle?: string; lessonTitles?: string } = {},
): Promise<string> {
  const subTitle = more.subTitle ?? 'A course';
  const card = withCourseCard({
    id: newId(),
    title,
    sub_title: subTitle,
    thumbnail_key: `${newId()}.jpg`,
    thumbnail_srcset: null,
    lesson_count: 0,
    lesson_ids: '',
  });
  const { id } = card;
  await app.db
    .insertInto('courses')
    .values({
      ...card,
      about,
      total_likes: totalLikes,
      created_at: Date.now(),
    })
    .execute();
  await moveRowCounter(app.db, 'courses', 1);
  await app.db
    .insertInto('course_search')
    .values({
      course_id: id,
      title: title.toLowerCase(),
      sub_title: subTitle.toLowerCase(),
      about,
      lesson_titles: more.lessonTitles ?? '',
    })
    .execute();
  return id;
}

/** What a learner's search finds: the course ids, in the order of the answer. */
export async function searchedCourseIds(app: FastifyInstance, query: string): Promise<string[]> {
  // The tests write courses, likes and search rows straight to the store, around the operations that would
  // retire the kept searches (ADR 0131).
  await app.responseCache?.retire(['courses']);
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/courses/query?query=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.courses as { _id: string }[]).map((course) => course._id);
}
