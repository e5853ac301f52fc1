import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';

/** DELETE /blogs/{blogId} (author only); every list forgets the blog. Spec section 8: a failure is only logged. */
export function useDeleteBlogMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/blogs/{blogId}', {
    meta: { report: 'log' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/blogs'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/blogs/self/blogs'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/b/likes/self'] }),
      ]),
  });
}
