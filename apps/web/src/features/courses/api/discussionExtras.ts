import type { Schemas } from '@devlearn/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { $api, fetchClient } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

/** POST /c/comments/{id}/replies; the thread's replies and the discussion (its reply count) answer again. */
export function useAddReplyMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/c/comments/{id}/replies', {
    meta: { report: 'log' },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/c/comments/{id}/replies') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/c/comments/{id}') }),
      ]);
    },
  });
}

/** POST /comments/preview: the HTML a comment would be stored as. */
export async function previewComment(comment: string): Promise<string> {
  const { data } = await fetchClient.POST('/comments/preview', { body: { comment } });
  return data?.data.html ?? '';
}

/** GET /c/mentions/{courseId}?q: the people who may be mentioned in this course's discussions. */
export async function mentionCandidates(courseId: string, q: string): Promise<Schemas['CommentOwner'][]> {
  const { data } = await fetchClient.GET('/c/mentions/{courseId}', {
    params: { path: { courseId }, query: { q } },
  });
  return data?.data ?? [];
}
