import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { dataPatchOf, optimisticLike, type LikeState } from '../../../lib/optimistic';

/**
 * POST /c/likes/{id} (a lesson or a course id) for the entity cached under `key` (the lesson's or the course's
 * query key), optimistic (`optimisticLike`).
 */
export function useToggleLikeMutation(key: QueryKey) {
  const queryClient = useQueryClient();
  return $api.useMutation(
    'post',
    '/c/likes/{id}',
    optimisticLike(queryClient, (change) => [dataPatchOf<LikeState>(key, change)]),
  );
}
