import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { dataPatchOf, optimisticUpdate } from '../../../lib/optimistic';
import { queryKeys } from '../../../lib/queryKeys';
import { sessionStore } from '../../../lib/session';
import { sessionUserPatch, updateSessionUser } from '../../../lib/sessionUser';
import { courseQueryKey } from './getCourse';

type CachedCourse = CachedResponse<'/courses/{courseId}', 'get'>;

const withFavorite = (favorites: string[], courseId: string, isFavorite: boolean) =>
  isFavorite
    ? [...favorites.filter((id) => id !== courseId), courseId]
    : favorites.filter((id) => id !== courseId);

/**
 * POST /users/favorites/{courseId} (a toggle, D14). Optimistic (spec section 4): the course's flag and the signed-in
 * user's favourites change at once in the query cache; a failure puts both back and shows the error.
 */
export function useToggleFavoriteMutation(courseId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/favorites/{courseId}', {
    ...optimisticUpdate(queryClient, () => {
      const cachedCourse = queryClient.getQueryData<CachedCourse>(courseQueryKey(courseId));
      const wasFavorite =
        cachedCourse?.data.isFavorite ?? sessionStore.get()?.user.favorites.includes(courseId) ?? false;
      return [
        dataPatchOf<CachedCourse['data']>(courseQueryKey(courseId), () => ({ isFavorite: !wasFavorite })),
        sessionUserPatch(queryClient, (user) => ({
          ...user,
          favorites: withFavorite(user.favorites, courseId, !wasFavorite),
        })),
      ];
    }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<CachedCourse>(
        courseQueryKey(data.courseId),
        (old) => old && { ...old, data: { ...old.data, isFavorite: data.isFavorite } },
      );
      updateSessionUser(queryClient, (user) => ({ ...user, favorites: data.favorites }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.api('/users/favorites') }),
  });
}
