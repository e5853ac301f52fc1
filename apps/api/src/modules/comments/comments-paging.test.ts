import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../../db/ids.js';

// D34 on the store the suite runs against: every comment of a lesson is reachable a page at a time, and the
// order is the server's, over all of them.

let testApp: TestApp;
let reader: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  reader = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

/** A lesson of its own for each test (the catalogue has enough), so counts are exact. */
let lessonsUsed = 0;
async function quietLesson(): Promise<string> {
  const lessons = await testApp.app.db.selectFrom('lessons').select('id').orderBy('id').execute();
  const lesson = lessons[lessons.length - 1 - lessonsUsed]!;
  lessonsUsed += 1;
  return lesson.id;
}

/** `count` comments written a second apart, the first the oldest; returns their ids oldest first. */
async function seedComments(
  lessonId: string,
  count: number,
  start = Date.UTC(2026, 0, 1),
): Promise<string[]> {
  const author = await createSignedInUser(testApp.app);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    lesson_id: lessonId,
    user_id: author.id,
    body: `comment ${i}`,
    created_at: start + i * 1000,
    updated_at: start + i * 1000,
  }));
  await testApp.app.db.insertInto('comments').values(rows).execute();
  return rows.map((row) => row.id);
}

type Listed = { _id: string; updatedAt: string };
const cursorOf = (comment: Listed) => `${Date.parse(comment.updatedAt)}_${comment._id}`;

async function page(lessonId: string, query: string): Promise<Listed[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/c/comments/${lessonId}?${query}`,
    headers: reader.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Every page from the start, following the cursor. */
async function walk(lessonId: string, sort: 'recent' | 'oldest', limit: number): Promise<Listed[][]> {
  const pages: Listed[][] = [];
  let after = '';
  for (;;) {
    const items = await page(lessonId, `sort=${sort}&limit=${limit}${after ? `&after=${after}` : ''}`);
    if (items.length === 0) break;
    pages.push(items);
    if (items.length < limit) break;
    after = cursorOf(items.at(-1)!);
  }
  return pages;
}

describe('GET /c/comments/{id} paging (D34)', () => {
  it('pages through every comment, newest first, without repeats', async () => {
    const lessonId = await quietLesson();
    const ids = await seedComments(lessonId, 25);
    const pages = await walk(lessonId, 'recent', 10);
    expect(pages.map((items) => items.length)).toEqual([10, 10, 5]);
    expect(pages.flat().map((comment) => comment._id)).toEqual([...ids].reverse());
  });

  it('sorts oldest first over the whole discussion, not over the newest 100', async () => {
    const lessonId = await quietLesson();
    const ids = await seedComments(lessonId, 120);
    const first = await page(lessonId, 'sort=oldest&limit=5');
    expect(first.map((comment) => comment._id)).toEqual(ids.slice(0, 5));
    const pages = await walk(lessonId, 'oldest', 50);
    expect(pages.flat().map((comment) => comment._id)).toEqual(ids);
  });

  it('a comment written while a learner pages neither repeats nor pushes another off the next page', async () => {
    const lessonId = await quietLesson();
    const ids = await seedComments(lessonId, 6);
    const first = await page(lessonId, 'sort=recent&limit=3');
    await seedComments(lessonId, 1, Date.UTC(2026, 5, 1)); // newer than all
    const second = await page(lessonId, `sort=recent&limit=3&after=${cursorOf(first.at(-1)!)}`);
    expect([...first, ...second].map((comment) => comment._id)).toEqual([...ids].reverse());
  });

  it('an edited comment moves to the top of the most recent order', async () => {
    const lessonId = await quietLesson();
    const ids = await seedComments(lessonId, 3);
    await testApp.app.db
      .updateTable('comments')
      .set({ updated_at: Date.UTC(2026, 6, 1) })
      .where('id', '=', ids[0]!)
      .execute();
    expect((await page(lessonId, 'limit=1'))[0]!._id).toBe(ids[0]);
  });

  it('refuses a malformed cursor or sort with 422 and the field', async () => {
    const lessonId = await quietLesson();
    for (const [query, field, message] of [
      ['after=yesterday', 'after', 'Invalid page cursor'],
      ['sort=popular', 'sort', 'Sort must be recent or oldest'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/c/comments/${lessonId}?${query}`,
        headers: reader.headers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toEqual({ message, field });
    }
  });
});
