import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { insertSearchableCourse, searchedCourseIds } from '../../../test/searchable-course.js';
import { MAX_PREFIX_WORDS } from '../../modules/search/postgres-postings.js';
import { searchPostings } from './015-search-postings.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const search = (query: string) => searchedCourseIds(testApp.app, query);

/** The word lists as kept, against the lists computed afresh from every search row: they must be equal. */
async function expectListsInStep() {
  const { db } = testApp.app;
  const kept = await sql<{ word: string; tier: number; rank_key: string }>`
    SELECT word, tier, rank_key FROM course_search_postings ORDER BY word, tier, rank_key`.execute(db);
  const fresh = await sql<{ word: string; tier: number; rank_key: string }>`
    SELECT posting.word, posting.tier, course_search.rank_key
    FROM course_search, course_search_postings_of(course_search.document) AS posting
    ORDER BY posting.word COLLATE "C", posting.tier, course_search.rank_key`.execute(db);
  expect(kept.rows).toEqual(fresh.rows);
  // Each word's courses per tier, as kept (words no course holds any more stay, at 0) and as counted afresh.
  const counted = await sql<{ word: string; tiers: number[] }>`
    SELECT word, ARRAY[tier1, tier2, tier3, tier4] AS tiers FROM course_search_words
    WHERE tier1 + tier2 + tier3 + tier4 > 0 ORDER BY word`.execute(db);
  const counts = await sql<{ word: string; tiers: number[] }>`
    SELECT word COLLATE "C" AS word,
      ARRAY[count(*) FILTER (WHERE tier = 1), count(*) FILTER (WHERE tier = 2), count(*) FILTER (WHERE tier = 3),
            count(*) FILTER (WHERE tier = 4)]::int[] AS tiers
    FROM course_search_postings GROUP BY word ORDER BY word`.execute(db);
  expect(counted.rows).toEqual(counts.rows);
}

async function postingsOf(courseId: string) {
  const { rows } = await sql<{ word: string; tier: number }>`
    SELECT word, tier FROM course_search_postings
    WHERE rank_key = (SELECT rank_key FROM course_search WHERE course_id = ${courseId})
    ORDER BY word`.execute(testApp.app.db);
  return rows;
}

describe.skipIf(!onPostgres)('migration 015: search word lists (PostgreSQL)', () => {
  it('keeps each word under the best tier that holds it, through inserts, edits, likes and deletions', async () => {
    const { db } = testApp.app;
    const rival = await insertSearchableCourse(testApp.app, 'Qzlist basics', 'about qzlist', 10);
    const id = await insertSearchableCourse(testApp.app, 'Plain qzother', 'qzlist and qzother', 7, {
      lessonTitles: 'qzlesson qzother',
    });
    expect(await postingsOf(id)).toEqual(
      [
        { word: 'and', tier: 4 },
        { word: 'plain', tier: 1 },
        { word: 'qzlesson', tier: 2 },
        { word: 'qzlist', tier: 4 },
        { word: 'qzother', tier: 1 },
        // The default subtitle, 'a course'.
        { word: 'a', tier: 3 },
        { word: 'course', tier: 3 },
      ].sort((a, b) => (a.word < b.word ? -1 : 1)),
    );
    expect(await search('qzlis')).toEqual([rival, id]);
    await expectListsInStep();

    // A like moves the course in every list, in the statement that changed its likes.
    await db.updateTable('courses').set({ total_likes: 12 }).where('id', '=', id).execute();
    await expectListsInStep();
    expect(await search('qzlis')).toEqual([rival, id]);
    expect(await search('qzoth')).toEqual([id]);

    // New words: the old ones leave the lists, the new ones are found.
    await db
      .updateTable('course_search')
      .set({ title: 'qzrenamed basics', about: 'about qzrenamed' })
      .where('course_id', '=', id)
      .execute();
    await expectListsInStep();
    expect(await search('qzlis')).toEqual([rival]);
    expect(await search('qzrenam')).toEqual([id]);
    // Still in its lesson titles.
    expect(await search('qzoth')).toEqual([id]);

    await db.deleteFrom('courses').where('id', '=', id).execute();
    await expectListsInStep();
    expect(await search('qzrenam')).toEqual([]);
    expect(await postingsOf(rival)).not.toEqual([]);
    // A word no course holds any more stays in the dictionary, and finds nothing.
    const stale = await sql<{ word: string }>`
      SELECT word FROM course_search_words WHERE word = 'qzother'`.execute(db);
    expect(stale.rows).toEqual([{ word: 'qzother' }]);
    expect(await search('qzoth')).toEqual([]);
  });

  it('answers a query word that starts too many words to spell out from the GIN index, in the same order', async () => {
    const { db } = testApp.app;
    const ids: string[] = [];
    for (let index = 0; index <= MAX_PREFIX_WORDS; index += 1) {
      ids.push(await insertSearchableCourse(testApp.app, `Qwmany${index} course`, 'about', index % 3));
    }
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM course_search_words WHERE word LIKE 'qwmany%'`.execute(db);
    expect(rows[0]?.count).toBeGreaterThan(MAX_PREFIX_WORDS);
    // Most liked first, then the first written: what the word lists would give.
    const expected = ids
      .map((id, index) => ({ id, index, likes: index % 3 }))
      .sort((a, b) => b.likes - a.likes || a.index - b.index)
      .map((course) => course.id);
    expect(await search('qwman')).toEqual(expected);
    // 'qwmany1' starts 'qwmany1' and 'qwmany10' to 'qwmany19': few enough for the word lists.
    const startingWithOne = expected.filter((id) => String(ids.indexOf(id)).startsWith('1'));
    expect(startingWithOne).toHaveLength(11);
    expect(await search('qwmany1')).toEqual(startingWithOne);
  });

  it('finds the same courses when undone and redone', async () => {
    const { db, dbDialect } = testApp.app;
    await insertSearchableCourse(testApp.app, 'Qzround one', 'about', 3);
    await insertSearchableCourse(testApp.app, 'Plain', 'about qzround', 5, { lessonTitles: 'qzround' });
    const before = { qz: await search('qzroun'), react: await search('react') };
    const migration = searchPostings(dbDialect);

    await whileNoSchemaChanges(async () => migration.down?.(db));
    await whileNoSchemaChanges(() => migration.up(db));
    await expectListsInStep();

    expect(before.qz).toHaveLength(2);
    expect(await search('qzroun')).toEqual(before.qz);
    expect(before.react.length).toBeGreaterThan(0);
    expect(await search('react')).toEqual(before.react);
  });
});
