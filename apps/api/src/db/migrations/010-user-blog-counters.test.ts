import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../ids.js';
import { userBlogCounters } from './010-user-blog-counters.js';

describe('migration 010: user blog counters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const totalOf = async (url: string, user: SignedInUser) => {
    const response = await testApp.app.inject({ url: `/api/v1${url}`, headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.totalBlogs;
  };

  it('starts every user at the blogs and likes they already have', async () => {
    // The database as 009 left it: no counters, blogs and likes written before them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 010
    const db = testApp.app.db as unknown as Kysely<any>;
    const migration = userBlogCounters();
    await whileNoSchemaChanges(async () => migration.down?.(db));
    const author = await createSignedInUser(testApp.app);
    const reader = await createSignedInUser(testApp.app);
    const idle = await createSignedInUser(testApp.app);
    const blogIds = [newId(), newId(), newId()];
    for (const [index, blogId] of blogIds.entries()) {
      await db
        .insertInto('blogs')
        .values({
          id: blogId,
          author_id: author.id,
          heading: `Written before 010 (${index})`,
          sub_heading: 'Sub heading',
          content: '<p>Old</p>',
          excerpt: 'Old',
          category: 'Git',
          image_key: `${newId()}.jpg`,
          total_likes: 0,
          created_at: Date.now() + index,
        })
        .execute();
    }
    for (const [userId, blogId] of [
      [reader.id, blogIds[0]],
      [reader.id, blogIds[1]],
      [author.id, blogIds[2]],
    ]) {
      await db
        .insertInto('blog_likes')
        .values({ user_id: userId, blog_id: blogId, created_at: Date.now() })
        .execute();
    }

    await whileNoSchemaChanges(() => migration.up(db));

    expect(await totalOf('/blogs/self/blogs', author)).toBe(3);
    expect(await totalOf('/b/likes/self', author)).toBe(1);
    expect(await totalOf('/blogs/self/blogs', reader)).toBe(0);
    expect(await totalOf('/b/likes/self', reader)).toBe(2);
    expect(await totalOf('/blogs/self/blogs', idle)).toBe(0);
    expect(await totalOf('/b/likes/self', idle)).toBe(0);
  });
});
