import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { updateLoadedComments } from './listComments';

/** DELETE /c/comments/{commentId}: removed from the loaded list after success; 'Failed to delete comment' if not. */
export function useDeleteCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/c/comments/{id}', {
    meta: { report: { message: MESSAGES.commentDeleteFailed } },
    onSuccess: (_response, { params }) => {
      updateLoadedComments(queryClient, lessonId, (pages) =>
        pages.map((page) => ({
          ...page,
          comments: page.comments.filter((comment) => comment._id !== params.path.id),
        })),
      );
    },
  });
}
