import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Schemas } from '@devlearn/api-client';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { notifySuccess } from '../../../lib/notifications';
import type { CachedBlogPage } from './blogPages';
import { blogQueryOptions } from './getBlog';

type CachedBlog = CachedResponse<'/blogs/{blogId}', 'get'>;
type LikeFields = Pick<Schemas['BlogSummary'], 'isUserLiked' | 'totalLikes'>;
type Snapshot = [QueryKey, unknown][];

/** Every cached list that may hold the blog: Trending/Latest, Favorites and My Blogs. */
const BLOG_LIST_KEYS: QueryKey[] = [
  ['get', '/blogs'],
  ['get', '/b/likes/self'],
  ['get', '/blogs/self/blogs'],
];

function patchBlogEverywhere(
  queryClient: QueryClient,
  blogId: string,
  patch: (blog: LikeFields) => LikeFields,
): Snapshot {
  const snapshot: Snapshot = [];
  const detailKey = blogQueryOptions(blogId).queryKey;
  snapshot.push([detailKey, queryClient.getQueryData(detailKey)]);
  queryClient.setQueryData<CachedBlog>(
    detailKey,
    (old) => old && { ...old, data: { ...old.data, ...patch(old.data) } },
  );
  for (const listKey of BLOG_LIST_KEYS) {
    for (const [key, data] of queryClient.getQueriesData<InfiniteData<CachedBlogPage>>({
      queryKey: listKey,
    })) {
      if (!data?.pages) continue;
      snapshot.push([key, data]);
      queryClient.setQueryData<InfiniteData<CachedBlogPage>>(key, {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: {
            ...page.data,
            blogs: page.data.blogs.map((blog) => (blog._id === blogId ? { ...blog, ...patch(blog) } : blog)),
          },
        })),
      });
    }
  }
  return snapshot;
}

const flipped = ({ isUserLiked, totalLikes }: LikeFields): LikeFields => ({
  isUserLiked: !isUserLiked,
  totalLikes: Math.max(0, totalLikes + (isUserLiked ? -1 : 1)),
});

/**
 * POST /b/likes/{blogId}. Optimistic on the detail and every list at once; a failure rolls the change back and
 * says so (D23); success takes the server's likeStatus and count and shows its message (bottom right, 2000 ms).
 */
export function useToggleBlogLikeMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/b/likes/{blogId}', {
    meta: { placement: 'quick' },
    onMutate: async ({ params }) => {
      await Promise.all(
        [blogQueryOptions(params.path.blogId).queryKey, ...BLOG_LIST_KEYS].map((queryKey) =>
          queryClient.cancelQueries({ queryKey }),
        ),
      );
      return { snapshot: patchBlogEverywhere(queryClient, params.path.blogId, flipped) };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ data, message }, { params }) => {
      patchBlogEverywhere(queryClient, params.path.blogId, () => ({
        isUserLiked: data.likeStatus,
        totalLikes: data.totalLikes,
      }));
      // Spec section 8: a blog like shows the server's message.
      if (message) notifySuccess(message, 'quick');
    },
    // The Favorites tab lists liked blogs: its membership may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get', '/b/likes/self'] }),
  });
}
