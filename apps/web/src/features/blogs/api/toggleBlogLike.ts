import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { notifySuccess } from '../../../lib/notifications';
import {
  applyPatches,
  optimisticUpdate,
  patchOf,
  toggledLike,
  type LikeState,
  type OptimisticPatch,
} from '../../../lib/optimistic';
import { queryKeys } from '../../../lib/queryKeys';
import { BLOG_LIST_PATHS, type CachedBlogPage } from './blogPages';
import { blogQueryOptions } from './getBlog';

type CachedBlog = CachedResponse<'/blogs/{blogId}', 'get'>;

/** The blog's detail and every cached page of every list that holds it, passed through `patch`. */
function blogPatches(blogId: string, patch: (blog: LikeState) => LikeState): OptimisticPatch[] {
  return [
    patchOf<CachedBlog>(blogQueryOptions(blogId).queryKey, (old) => ({
      ...old,
      data: { ...old.data, ...patch(old.data) },
    })),
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
                    blog._id === blogId ? { ...blog, ...patch(blog) } : blog,
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
 * POST /b/likes/{blogId}. Optimistic on the detail and every list at once; a failure rolls the change back and
 * says so (D23); success takes the server's likeStatus and count and shows its message (bottom right, 2000 ms).
 */
export function useToggleBlogLikeMutation(blogId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/b/likes/{blogId}', {
    meta: { placement: 'quick' },
    ...optimisticUpdate(queryClient, () => blogPatches(blogId, toggledLike)),
    onSuccess: ({ data, message }) => {
      applyPatches(
        queryClient,
        blogPatches(blogId, () => ({
          isUserLiked: data.likeStatus,
          totalLikes: data.totalLikes,
        })),
      );
      // Spec section 8: a blog like shows the server's message.
      if (message) notifySuccess(message, 'quick');
    },
    // The Favorites tab lists liked blogs: its membership may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.api('/b/likes/self') }),
  });
}
