import { LIKES_PAGE_SIZE } from '@devlearn/ui/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { nextBlogPage } from './blogPages';
import { queryKeys } from '../../../lib/queryKeys';

/** GET /b/likes/self?page&limit: the Favorites tab (blogs the user liked), 6 a page. */
const likedBlogsInfiniteQueryOptions = () => {
  const init = { params: { query: { limit: LIKES_PAGE_SIZE } } };
  return infiniteQueryOptions({
    queryKey: queryKeys.apiCall('/b/likes/self', init),
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
