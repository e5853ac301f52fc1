import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { sessionStore } from '../../../lib/session';
import { courseQueryKey } from './getCourse';

type CachedCourse = CachedResponse<'/courses/{courseId}', 'get'>;

const withFavorite = (favorites: string[], courseId: string, isFavorite: boolean) =>
  isFavorite
    ? [...favorites.filter((id) => id !== courseId), courseId]
    : favorites.filter((id) => id !== courseId);

/**
 * POST /users/favorites/{courseId} (a toggle, D14). Optimistic (spec section 4): the course's flag and the stored
 * user's favourites change at once; a failure puts both back and shows the error.
 */
export function useToggleFavoriteMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/favorites/{courseId}', {
    onMutate: async ({ params }) => {
      const { courseId } = params.path;
      const key = courseQueryKey(courseId);
      await queryClient.cancelQueries({ queryKey: key });
      const previousCourse = queryClient.getQueryData<CachedCourse>(key);
      const previousFavorites = sessionStore.get()?.user.favorites;
      const isFavorite = !(previousCourse?.data.isFavorite ?? previousFavorites?.includes(courseId) ?? false);
      queryClient.setQueryData<CachedCourse>(
        key,
        (old) => old && { ...old, data: { ...old.data, isFavorite } },
      );
      sessionStore.updateUser((user) => ({
        ...user,
        favorites: withFavorite(user.favorites, courseId, isFavorite),
      }));
      return { previousCourse, previousFavorites };
    },
    onError: (_error, { params }, context) => {
      if (!context) return;
      queryClient.setQueryData(courseQueryKey(params.path.courseId), context.previousCourse);
      const { previousFavorites } = context;
      if (previousFavorites) sessionStore.updateUser((user) => ({ ...user, favorites: previousFavorites }));
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData<CachedCourse>(
        courseQueryKey(data.courseId),
        (old) => old && { ...old, data: { ...old.data, isFavorite: data.isFavorite } },
      );
      sessionStore.updateUser((user) => ({ ...user, favorites: data.favorites }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get', '/users/favorites'] }),
  });
}
