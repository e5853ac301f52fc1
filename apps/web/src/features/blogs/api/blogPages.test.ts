import { blogSummariesFixture } from '@devlearn/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { accumulatedBlogs, nextBlogPage, type CachedBlogPage } from './blogPages';

const pageOf = (from: number, to: number, totalBlogs: number): CachedBlogPage => ({
  data: { blogs: blogSummariesFixture.slice(from, to), totalBlogs },
});

describe('blog list paging (6 a page, accumulated)', () => {
  it('asks for the next page while totalBlogs exceeds what is loaded', () => {
    const first = pageOf(0, 6, 8);
    expect(nextBlogPage(first, [first])).toBe(2);
  });

  it('stops once everything is loaded', () => {
    const first = pageOf(0, 6, 8);
    const second = pageOf(6, 8, 8);
    expect(nextBlogPage(second, [first, second])).toBeUndefined();
  });

  it('stops on an empty page even if the total says more (a blog was deleted meanwhile)', () => {
    const first = pageOf(0, 6, 9);
    const empty = pageOf(8, 8, 9);
    expect(nextBlogPage(empty, [first, empty])).toBeUndefined();
  });

  it('accumulates the pages into one list with the latest total', () => {
    const { blogs, totalBlogs } = accumulatedBlogs({
      pages: [pageOf(0, 6, 8), pageOf(6, 8, 8)],
      pageParams: [1, 2],
    });
    expect(blogs.map((blog) => blog._id)).toEqual(blogSummariesFixture.map((blog) => blog._id));
    expect(totalBlogs).toBe(8);
  });
});
