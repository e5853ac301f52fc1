import { BLOGS_PAGE_SIZE } from '@devlearn/ui/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { nextBlogPage } from './blogPages';
import { queryKeys } from '../../../lib/queryKeys';

export type BlogSortType = 'trending' | 'latest';

/** GET /blogs?page&limit&sortType: the Trending and Latest tabs, 6 a page, accumulated by 'Show more'. */
export const blogsInfiniteQueryOptions = (sortType: BlogSortType) => {
  const init = { params: { query: { limit: BLOGS_PAGE_SIZE, sortType } } };
  return infiniteQueryOptions({
    queryKey: queryKeys.apiCall('/blogs', init),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await fetchClient.GET('/blogs', {
        params: { query: { ...init.params.query, page: pageParam } },
        signal,
      });
      if (!data) throw new Error('Empty answer for GET /blogs');
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: nextBlogPage,
    meta: { report: 'toast' },
  });
};

export function useBlogsInfiniteQuery(sortType: BlogSortType, enabled = true) {
  return useInfiniteQuery({ ...blogsInfiniteQueryOptions(sortType), enabled });
}
