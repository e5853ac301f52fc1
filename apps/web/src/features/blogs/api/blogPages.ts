import type { BlogTab } from '@devlearn/ui';
import { BLOGS_PAGE_SIZE, LIKES_PAGE_SIZE } from '@devlearn/ui/product';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Schemas } from '@devlearn/api-client';
import { $api, fetchClient } from '../../../lib/apiClient';
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

const BLOG_TABS: readonly BlogTab[] = ['trending', 'latest', 'favorites'];

/** The tab of /dashboard/blogs?tab=: Trending unless another is named. */
export const readBlogTab = (value: string | null): BlogTab =>
  BLOG_TABS.find((tab) => tab === value) ?? 'trending';

/** GET of a blog list, `limit` blogs a page, the pages accumulated by 'Show more'. */
function blogListQueryOptions(
  path: (typeof BLOG_LIST_PATHS)[number],
  query: { limit: number; sortType?: Exclude<BlogTab, 'favorites'> },
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

/**
 * A tab of /dashboard/blogs, 6 blogs a page: GET /blogs?page&limit&sortType (Trending and Latest) or
 * GET /b/likes/self?page&limit (Favorites, the blogs the user liked).
 */
export const blogTabInfiniteQueryOptions = (tab: BlogTab) =>
  tab === 'favorites'
    ? blogListQueryOptions('/b/likes/self', { limit: LIKES_PAGE_SIZE })
    : blogListQueryOptions('/blogs', { limit: BLOGS_PAGE_SIZE, sortType: tab });

/** GET /blogs/self/blogs?page&limit: the author's own blogs (My Blogs), 6 a page. */
export const myBlogsInfiniteQueryOptions = () =>
  blogListQueryOptions('/blogs/self/blogs', { limit: BLOGS_PAGE_SIZE });

/** GET /blogs/{blogId}: the blog with the caller's like state (spec section 8: a failure is only logged). */
export const blogQueryOptions = (blogId: string) =>
  $api.queryOptions('get', '/blogs/{blogId}', { params: { path: { blogId } } }, { select: (r) => r.data });
