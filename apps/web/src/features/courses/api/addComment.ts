import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { updateLoadedComments } from './listComments';

/**
 * POST /c/comments/{lessonId}: after success the new comment joins the loaded discussion (spec section 4): first
 * in the most recent order; last in the oldest order once every page is loaded (until then it waits at the end).
 */
export function useAddCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/c/comments/{id}', {
    // Spec section 8: failures adding a comment are only logged (a 422 still shows its message).
    meta: { report: 'log' },
    onSuccess: ({ data: comment }) => {
      updateLoadedComments(queryClient, lessonId, (pages, order) => {
        if (order === 'recent') {
          const [first, ...rest] = pages;
          return first ? [{ ...first, comments: [comment, ...first.comments] }, ...rest] : pages;
        }
        const last = pages.at(-1);
        if (!last || last.nextCursor) return pages;
        return [...pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }];
      });
    },
  });
}
