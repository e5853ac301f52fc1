import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { multipart, validBlogFields } from './blog-test-fixtures.js';
import { DAY_MS } from './trending-window.js';

// ADR 0059: trending from a maintained ranking. These tests drive it only through the API (likes,
// unlikes, time passing) and check the order against D22: likes of the last 7 days, then newest.
describe('trending ranking (D22, ADR 0059)', () => {
  let testApp: TestApp;
  let author: SignedInUser;
  beforeAll(async () => {
    testApp = await buildTestApp();
    author = await createSignedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function createBlog(heading: string): Promise<string> {
    const body = await multipart(await validBlogFields({ heading }));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/blogs',
      payload: body.payload,
      headers: { ...author.headers, ...body.headers },
    });
    return response.json().data._id;
  }
  const like = (blogId: string, user: SignedInUser) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1/b/likes/${blogId}`, headers: user.headers });
  const trending = async (viewer: SignedInUser = author) => {
    const response = await testApp.app.inject({
      url: '/api/v1/blogs?sortType=trending&limit=50',
      headers: viewer.headers,
    });
    return response.json().data.blogs as { _id: string; heading: string }[];
  };
  const at = (time: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
  };
  /** The user with an access token valid at the (faked) current time. */
  const signedInNow = async (user: SignedInUser): Promise<SignedInUser> => ({
    ...user,
    headers: { authorization: `Bearer ${await testApp.app.accessTokens.issue(user.id)}` },
  });

  it('stays exact under concurrent toggles (D17)', async () => {
    const blog = await createBlog('Raced');
    const readers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(testApp.app)));
    // Each reader toggles three times at once with everyone else: one like each remains.
    await Promise.all(
      readers.flatMap((reader) => [like(blog, reader), like(blog, reader), like(blog, reader)]),
    );
    const [row, likes] = await Promise.all([
      testApp.app.db
        .selectFrom('blogs')
        .select(['trending_likes', 'total_likes'])
        .where('id', '=', blog)
        .executeTakeFirstOrThrow(),
      testApp.app.db
        .selectFrom('blog_likes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('blog_id', '=', blog)
        .executeTakeFirstOrThrow(),
    ]);
    expect(Number(row.trending_likes)).toBe(Number(likes.count));
    expect(Number(row.total_likes)).toBe(Number(likes.count));
  });

  // Last: it moves the clock (and so the window) forward for good.
  it('ranks by likes in the window, an unlike takes its like back, and likes age out after 7 days', async () => {
    const start = Date.now();
    const a = await createBlog('Two likes');
    const b = await createBlog('One like');
    const readers = await Promise.all([1, 2, 3].map(() => createSignedInUser(testApp.app)));
    await like(a, readers[0]!);
    await like(a, readers[1]!);
    await like(b, readers[2]!);
    let order = (await trending()).map((blog) => blog._id);
    expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));

    // Unliking both of a's likes drops it below b.
    await like(a, readers[0]!);
    await like(a, readers[1]!);
    order = (await trending()).map((blog) => blog._id);
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));

    // Eight days later b's like has aged out: both have 0, so the newer (b was created after a) leads.
    at(start + 8 * DAY_MS);
    await like(a, await signedInNow(readers[0]!));
    order = (await trending(await signedInNow(author))).map((blog) => blog._id);
    expect(order[0]).toBe(a);
    const row = await testApp.app.db
      .selectFrom('blogs')
      .select('trending_likes')
      .where('id', '=', b)
      .executeTakeFirstOrThrow();
    expect(row.trending_likes).toBe(0);
  });
});
