import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { commentsQueryOptions } from './listComments';

type CachedComments = CachedResponse<'/c/comments/{id}', 'get'>;

/** POST /c/comments/{lessonId}: the new comment is appended to the loaded list after success (spec section 4). */
export function useAddCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/c/comments/{id}', {
    // Spec section 8: failures adding a comment are only logged (a 422 still shows its message).
    meta: { report: 'log' },
    onSuccess: ({ data: comment }) => {
      queryClient.setQueryData<CachedComments>(
        commentsQueryOptions(lessonId).queryKey,
        (old) => old && { ...old, data: [...old.data, comment] },
      );
    },
  });
}
