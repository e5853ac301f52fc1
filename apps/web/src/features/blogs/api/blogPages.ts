import { BLOGS_PAGE_SIZE, LIKES_PAGE_SIZE } from '@devlearn/ui/product';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Schemas } from '@devlearn/api-client';
import { fetchClient } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

/** One page of a blog list as cached: the envelope around `{ blogs, totalBlogs }`. */
export interface CachedBlogPage {
  data: Schemas['BlogList'];
}

/** 'Show more' stays while totalBlogs exceeds what is loaded (spec section 4); pages are numbered from 1. */
export function nextBlogPage(lastPage: CachedBlogPage, pages: CachedBlogPage[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.data.blogs.length, 0);
  const lastWasEmpty = lastPage.data.blogs.length === 0;
  return loaded < lastPage.data.totalBlogs && !lastWasEmpty ? pages.length + 1 : undefined;
}

/** The pages accumulated into one list, as the screens show them. */
export function accumulatedBlogs(data: InfiniteData<CachedBlogPage> | undefined) {
  const blogs = data?.pages.flatMap((page) => page.data.blogs) ?? [];
  const totalBlogs = data?.pages.at(-1)?.data.totalBlogs ?? 0;
  return { blogs, totalBlogs };
}

/** Every blog list: Trending and Latest, Favorites (the blogs the user liked) and My Blogs. */
export const BLOG_LIST_PATHS = ['/blogs', '/b/likes/self', '/blogs/self/blogs'] as const;

export type BlogSortType = 'trending' | 'latest';

/** GET of a blog list, `limit` blogs a page, the pages accumulated by 'Show more'. */
function blogListQueryOptions(
  path: (typeof BLOG_LIST_PATHS)[number],
  query: { limit: number; sortType?: BlogSortType },
) {
  const init = { params: { query } };
  return infiniteQueryOptions({
    queryKey: queryKeys.apiCall(path, init),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await fetchClient.GET(path, {
        params: { query: { ...query, page: pageParam } },
        signal,
      });
      if (!data) throw new Error(`Empty answer for GET ${path}`);
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: nextBlogPage,
    meta: { report: 'toast' },
  });
}

/** GET /blogs?page&limit&sortType: the Trending and Latest tabs, 6 a page. */
export const blogsInfiniteQueryOptions = (sortType: BlogSortType) =>
  blogListQueryOptions('/blogs', { limit: BLOGS_PAGE_SIZE, sortType });

/** GET /b/likes/self?page&limit: the Favorites tab (blogs the user liked), 6 a page. */
export const likedBlogsInfiniteQueryOptions = () =>
  blogListQueryOptions('/b/likes/self', { limit: LIKES_PAGE_SIZE });

/** GET /blogs/self/blogs?page&limit: the author's own blogs (My Blogs), 6 a page. */
export const myBlogsInfiniteQueryOptions = () =>
  blogListQueryOptions('/blogs/self/blogs', { limit: BLOGS_PAGE_SIZE });
