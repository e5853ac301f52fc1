import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Schemas } from '@devlearn/api-client';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { notifySuccess } from '../../../lib/notifications';
import { applyOptimistically, applyPatches, patchOf, type OptimisticPatch } from '../../../lib/optimistic';
import { queryKeys } from '../../../lib/queryKeys';
import { BLOG_LIST_PATHS, type CachedBlogPage } from './blogPages';
import { blogQueryOptions } from './getBlog';

type CachedBlog = CachedResponse<'/blogs/{blogId}', 'get'>;
type LikeFields = Pick<Schemas['BlogSummary'], 'isUserLiked' | 'totalLikes'>;

/** The blog's detail and every cached page of every list that holds it, passed through `patch`. */
function blogPatches(blogId: string, patch: (blog: LikeFields) => LikeFields): OptimisticPatch[] {
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
    onMutate: async ({ params }) => ({
      rollback: await applyOptimistically(queryClient, blogPatches(params.path.blogId, flipped)),
    }),
    onError: (_error, _variables, context) => context?.rollback(),
    onSuccess: ({ data, message }, { params }) => {
      applyPatches(
        queryClient,
        blogPatches(params.path.blogId, () => ({
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
