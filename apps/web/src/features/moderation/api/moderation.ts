import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

/** GET /moderation/reports?page: what has open reports (moderators only). */
export function useModerationQueue(page: number) {
  return $api.useQuery(
    'get',
    '/moderation/reports',
    { params: { query: { page } } },
    {
      select: (answer) => answer.data,
    },
  );
}

/** PATCH /moderation/{type}/{id}: hide, restore or dismiss; the queue answers again, and so do the discussions. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/moderation/{targetType}/{targetId}', {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/moderation/reports') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/c/comments/{id}') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/c/comments/{id}/replies') }),
      ]);
    },
  });
}
