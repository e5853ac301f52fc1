import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../ids.js';
import { imageSrcsets } from './009-image-srcsets.js';
import { renderCourseCards } from './019-course-cards.js';

describe('migration 009: image srcsets', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('leaves the courses and blogs stored before it answering their single url', async () => {
    // The database as 008 left it: no srcset columns, courses and blogs with one image key each.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before 009
    const db = testApp.app.db as unknown as Kysely<any>;
    const migration = imageSrcsets();
    await whileNoSchemaChanges(async () => migration.down?.(db));
    const author = await createSignedInUser(testApp.app);
    const blogId = newId();
    const imageKey = `${newId()}.jpg`;
    await db
      .insertInto('blogs')
      .values({
        id: blogId,
        author_id: author.id,
        heading: 'Written before 009',
        sub_heading: 'Sub heading',
        content: '<p>Old</p>',
        excerpt: 'Old',
        category: 'Git',
        image_key: imageKey,
        total_likes: 0,
        created_at: Date.now(),
      })
      .execute();

    await whileNoSchemaChanges(() => migration.up(db));
    // The later migrations run after it: 019 renders the course cards from the columns 009 left.
    await renderCourseCards(db);

    const blog = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/blogs/${blogId}`,
      headers: author.headers,
    });
    expect(blog.statusCode, blog.body).toBe(200);
    expect(blog.json().data.blogImage).toEqual({ url: `/media/${imageKey}` });
    const courses = await testApp.app.inject({ method: 'GET', url: '/api/v1/courses' });
    expect(courses.statusCode, courses.body).toBe(200);
    for (const course of courses.json().data.courses) {
      expect(course.thumbnail).toEqual({ url: expect.stringMatching(/^\/media\/[a-f0-9]{24}\.jpg$/) });
    }
  });
});
