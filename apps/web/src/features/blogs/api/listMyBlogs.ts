import { BLOGS_PAGE_SIZE } from '@devlearn/ui/product';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { nextBlogPage } from './blogPages';
import { queryKeys } from '../../../lib/queryKeys';

/** GET /blogs/self/blogs?page&limit: the author's own blogs (My Blogs), 6 a page. */
const myBlogsInfiniteQueryOptions = () => {
  const init = { params: { query: { limit: BLOGS_PAGE_SIZE } } };
  return infiniteQueryOptions({
    queryKey: queryKeys.apiCall('/blogs/self/blogs', init),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await fetchClient.GET('/blogs/self/blogs', {
        params: { query: { ...init.params.query, page: pageParam } },
        signal,
      });
      if (!data) throw new Error('Empty answer for GET /blogs/self/blogs');
      return data;
    },
    initialPageParam: 1,
    getNextPageParam: nextBlogPage,
    meta: { report: 'toast' },
  });
};

export function useMyBlogsInfiniteQuery() {
  return useInfiniteQuery(myBlogsInfiniteQueryOptions());
}
