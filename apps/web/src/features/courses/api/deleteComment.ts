import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { MESSAGES } from '../../../lib/messages';
import { commentsQueryOptions } from './listComments';

type CachedComments = CachedResponse<'/c/comments/{id}', 'get'>;

/** DELETE /c/comments/{commentId}: removed from the loaded list after success; 'Failed to delete comment' if not. */
export function useDeleteCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/c/comments/{id}', {
    meta: { report: { message: MESSAGES.commentDeleteFailed } },
    onSuccess: (_response, { params }) => {
      queryClient.setQueryData<CachedComments>(
        commentsQueryOptions(lessonId).queryKey,
        (old) => old && { ...old, data: old.data.filter((comment) => comment._id !== params.path.id) },
      );
    },
  });
}
