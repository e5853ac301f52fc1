import { LIKES_PAGE_SIZE } from '@devlearn/ui/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { nextBlogPage } from './blogPages';

/** GET /b/likes/self?page&limit: the Favorites tab (blogs the user liked), 6 a page. */
export const likedBlogsInfiniteQueryOptions = () => {
  const init = { params: { query: { limit: LIKES_PAGE_SIZE } } };
  return infiniteQueryOptions({
    queryKey: ['get', '/b/likes/self', init] as const,
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await fetchClient.GET('/b/likes/self', {
        params: { query: { ...init.params.query, page: pageParam } },
        signal,
      });
      if (!data) throw new Error('Empty answer for GET /b/likes/self');
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: nextBlogPage,
    meta: { report: 'toast' },
  });
};

export function useLikedBlogsInfiniteQuery(enabled = true) {
  return useInfiniteQuery({ ...likedBlogsInfiniteQueryOptions(), enabled });
}
