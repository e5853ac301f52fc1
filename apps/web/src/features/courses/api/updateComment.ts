import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';
import { updateLoadedComments } from './listComments';

/**
 * PATCH /c/comments/{commentId}: the edited comment's text, HTML and updatedAt replace the loaded ones after
 * success; an edited reply's thread answers again.
 */
export function useUpdateCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/c/comments/{id}', {
    // Spec section 8: failures editing a comment are only logged (a 422 still shows its message).
    meta: { report: 'log' },
    onSuccess: ({ data: edited }) => {
      updateLoadedComments(queryClient, lessonId, (pages) =>
        pages.map((page) => ({
          ...page,
          comments: page.comments.map((comment) =>
            comment._id === edited._id
              ? { ...comment, comment: edited.comment, html: edited.html, updatedAt: edited.updatedAt }
              : comment,
          ),
        })),
      );
      if (edited.parentId) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.api('/c/comments/{id}/replies') });
      }
    },
  });
}
