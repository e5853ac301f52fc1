import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { queryKeys } from '../../../lib/queryKeys';
import { updateLoadedComments } from './listComments';

/**
 * DELETE /c/comments/{commentId}: removed from the loaded list after success ('Failed to delete comment' if not);
 * a comment with replies stays as "deleted" (issue 42), so it reads so, and the threads answer again.
 */
export function useDeleteCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/c/comments/{id}', {
    meta: { report: { message: MESSAGES.commentDeleteFailed } },
    onSuccess: (_response, { params }) => {
      updateLoadedComments(queryClient, lessonId, (pages) =>
        pages.map((page) => ({
          ...page,
          comments: page.comments.flatMap((comment) => {
            if (comment._id !== params.path.id) return [comment];
            return comment.replyCount > 0
              ? [{ ...comment, state: 'deleted' as const, comment: '', html: '' }]
              : [];
          }),
        })),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.api('/c/comments/{id}/replies') });
    },
  });
}
