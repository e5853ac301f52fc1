import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

/** DELETE /blogs/{blogId} (author only); every list forgets the blog. Spec section 8: a failure is only logged. */
export function useDeleteBlogMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/blogs/{blogId}', {
    meta: { report: 'log' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/blogs') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/blogs/self/blogs') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/b/likes/self') }),
      ]),
  });
}
