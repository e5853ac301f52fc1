import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../../db/ids.js';

// ADR 0061: a blog list tells each reader whether they like each blog (isUserLiked) by looking up the page's
// blogs among their likes, one key each. Left to itself PostgreSQL reads every like of the reader into a hash
// first (a "hashed SubPlan"), so a page would cost as much as the reader had ever liked, without bound. SQLite
// always probes per row.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const LIKED_BLOGS = 400;
const PAGE = 6;

let testApp: TestApp;
let reader: SignedInUser;
let likedBlogId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const author = await createSignedInUser(testApp.app);
  reader = await createSignedInUser(testApp.app);
  const now = Date.now();
  const blogs = Array.from({ length: LIKED_BLOGS + 10 }, (_, index) => ({
    id: newId(),
    author_id: author.id,
    heading: `Blog ${index}`,
    sub_heading: 'A blog among many',
    content: '<p>Text</p>',
    excerpt: 'Text',
    category: 'web',
    image_key: 'blog.jpg',
    total_likes: index < 10 ? 0 : 1,
    trending_likes: index < 10 ? 0 : 1,
    created_at: now - index * 1000,
  }));
  await testApp.app.db.insertInto('blogs').values(blogs).execute();
  // The reader likes every blog but the ten newest (which trending therefore ranks last).
  const liked = blogs.slice(10);
  likedBlogId = liked[0]?.id ?? '';
  await testApp.app.db
    .insertInto('blog_likes')
    .values(liked.map((blog, index) => ({ user_id: reader.id, blog_id: blog.id, created_at: now - index })))
    .execute();
  if (onPostgres) await testApp.app.db.executeQuery(CompiledQuery.raw('ANALYZE blogs, blog_likes'));
});
afterAll(async () => {
  await testApp.close();
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Rows every step of the plan read from `relation`, each loop counted. */
function rowsReadFrom(node: PlanNode, relation: string): number {
  const own =
    node['Relation Name'] === relation ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadFrom(child, relation), 0);
}

/** The statements one request sends PostgreSQL, each run again under EXPLAIN ANALYZE: rows read from blog_likes. */
async function blogLikeRowsReadBy(url: string): Promise<number> {
  const sent: { text: string; values: unknown[] }[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
    const [config, values] = args as unknown as [unknown, unknown];
    if (typeof config === 'string') sent.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof (config as pg.QueryConfig).text === 'string') {
      const { text, values: configValues } = config as pg.QueryConfig;
      sent.push({ text, values: configValues ?? (Array.isArray(values) ? values : []) });
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  let response;
  try {
    response = await testApp.app.inject({ url: `/api/v1${url}`, headers: reader.headers });
  } finally {
    spy.mockRestore();
  }
  expect(response.statusCode, response.body).toBe(200);
  let rows = 0;
  for (const statement of sent.filter((each) => each.text.includes('blog_likes'))) {
    const explained = await testApp.app.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values),
    );
    const plan = explained.rows[0]?.['QUERY PLAN'][0].Plan;
    if (plan) rows += rowsReadFrom(plan, 'blog_likes');
  }
  return rows;
}

describe('isUserLiked of a blog list', () => {
  it.each([
    ['/blogs?sortType=latest', 10],
    ['/blogs?sortType=trending', 0],
    ['/b/likes/self', 0],
  ])('%s marks the reader’s likes on the page', async (url, firstLiked) => {
    const response = await testApp.app.inject({ url: `/api/v1${url}`, headers: reader.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { blogs } = response.json().data as { blogs: { isUserLiked: boolean }[] };
    expect(blogs).toHaveLength(PAGE);
    // Latest: the ten newest are not liked; trending ranks the liked ones first; liked blogs are all liked.
    expect(blogs.map((blog) => blog.isUserLiked)).toEqual(
      Array.from({ length: PAGE }, (_, index) => index >= firstLiked),
    );
  });

  it('is true on the page of a blog the reader likes and false for another reader', async () => {
    const url = `/api/v1/blogs/${likedBlogId}`;
    const mine = await testApp.app.inject({ url, headers: reader.headers });
    const other = await createSignedInUser(testApp.app);
    const theirs = await testApp.app.inject({ url, headers: other.headers });
    expect(mine.json().data.isUserLiked).toBe(true);
    expect(theirs.json().data.isUserLiked).toBe(false);
  });

  it
    .skipIf(!onPostgres)
    .each(['/blogs?sortType=latest', '/blogs?sortType=trending', '/b/likes/self', '/blogs/self/blogs'])(
    '%s reads the reader’s likes of the page only, not all of them',
    async (url) => {
      // A page of six reads at most its six likes (and the liked list a few more, to know where its order ends).
      expect(await blogLikeRowsReadBy(url)).toBeLessThanOrEqual(2 * PAGE + 1);
    },
  );
});
