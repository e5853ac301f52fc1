import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../ids.js';
import { blogExcerpts } from './002-blog-excerpts.js';

describe('migration 002: blog excerpts', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('fills the excerpt of blogs written before it and drops their remote images', async () => {
    // The database as 001 left it: no excerpt column, blogs with HTML only.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before 002
    const db = testApp.app.db as unknown as Kysely<any>;
    const migration = blogExcerpts();
    await whileNoSchemaChanges(async () => migration.down?.(db));
    const author = await createSignedInUser(testApp.app);
    const ids = Array.from({ length: 3 }, () => newId()).sort();
    for (const [index, id] of ids.entries()) {
      await db
        .insertInto('blogs')
        .values({
          id,
          author_id: author.id,
          heading: `Blog ${index}`,
          sub_heading: 'Sub heading',
          content: `<p>Blog <em>number</em> ${index}</p><img src="https://tracker.example/p.gif">`,
          category: 'Git',
          image_key: `${newId()}.jpg`,
          total_likes: 0,
          created_at: Date.now(),
        })
        .execute();
    }

    await whileNoSchemaChanges(() => migration.up(db));

    const rows = await testApp.app.db
      .selectFrom('blogs')
      .select(['id', 'content', 'excerpt'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      ids.map((id, index) => ({
        id,
        content: `<p>Blog <em>number</em> ${index}</p>`,
        excerpt: `Blog number ${index}`,
      })),
    );
  });
});
