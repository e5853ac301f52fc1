import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notifications';
import {
  dataPatchOf,
  optimisticLike,
  patchOf,
  type LikeState,
  type OptimisticPatch,
} from '../../../lib/optimistic';
import { queryKeys, refetchApi } from '../../../lib/queryKeys';
import { BLOG_LIST_PATHS, blogQueryOptions, type CachedBlogPage } from './blogPages';

/** The blog's detail and every cached page of every list that holds it, passed through `change`. */
function blogPatches(blogId: string, change: (blog: LikeState) => LikeState): OptimisticPatch[] {
  return [
    dataPatchOf<LikeState>(blogQueryOptions(blogId).queryKey, change),
    ...BLOG_LIST_PATHS.map((path) =>
      patchOf<InfiniteData<CachedBlogPage>>(queryKeys.api(path), (list) =>
        // Only the paged lists hold blogs under these paths; anything else is left as it is.
        list.pages
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                data: {
                  ...page.data,
                  blogs: page.data.blogs.map((blog) =>
                    blog._id === blogId ? { ...blog, ...change(blog) } : blog,
                  ),
                },
              })),
            }
          : list,
      ),
    ),
  ];
}

/**
 * POST /b/likes/{blogId}, optimistic on the detail and every list at once (`optimisticLike`); success also
 * shows the server's message (bottom right, 2000 ms).
 */
export function useToggleBlogLikeMutation(blogId: string) {
  const queryClient = useQueryClient();
  const like = optimisticLike(queryClient, (change) => blogPatches(blogId, change));
  return $api.useMutation('post', '/b/likes/{blogId}', {
    meta: { placement: 'quick' },
    ...like,
    onSuccess: (answer) => {
      like.onSuccess(answer);
      // Spec section 8: a blog like shows the server's message.
      if (answer.message) notifySuccess(answer.message, 'quick');
    },
    // The Favorites tab lists liked blogs: its membership may have changed.
    onSettled: () => refetchApi(queryClient, '/b/likes/self'),
  });
}
