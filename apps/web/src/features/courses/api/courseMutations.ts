import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import {
  applyPatches,
  dataPatchOf,
  optimisticLike,
  optimisticUpdate,
  type LikeState,
} from '../../../lib/optimistic';
import { refetchApi } from '../../../lib/queryKeys';
import { sessionStore } from '../../../lib/session';
import { sessionUserPatch, updateSessionUser } from '../../../lib/sessionUser';
import { courseQueryOptions } from './courseQueries';

type CachedCourse = CachedResponse<'/courses/{courseId}', 'get'>;

/**
 * POST /users/enrollment/{courseId}. On success the course id joins the signed-in user's enrollments (spec
 * section 4) and everything that shows enrolment (course, lessons, enrolment list) is fetched again.
 */
export function useEnrollMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/enrollment/{courseId}', {
    onSuccess: ({ data }) => {
      updateSessionUser(queryClient, (user) =>
        user.enrollments.includes(data.courseId)
          ? user
          : { ...user, enrollments: [...user.enrollments, data.courseId] },
      );
      return refetchApi(
        queryClient,
        '/courses/{courseId}',
        '/c/syllabus/{courseId}/{lessonId}',
        '/users/enrollment',
      );
    },
  });
}

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

const withFavorite = (favorites: string[], courseId: string, isFavorite: boolean) =>
  isFavorite
    ? [...favorites.filter((id) => id !== courseId), courseId]
    : favorites.filter((id) => id !== courseId);

/** The course's favourite flag as cached, set to `isFavorite`. */
const favoritePatch = (courseId: string, isFavorite: boolean) =>
  dataPatchOf<CachedCourse['data']>(courseQueryOptions(courseId).queryKey, () => ({ isFavorite }));

/**
 * POST /users/favorites/{courseId} (a toggle, D14). Optimistic (spec section 4): the course's flag and the signed-in
 * user's favourites change at once in the query cache; a failure puts both back and shows the error.
 */
export function useToggleFavoriteMutation(courseId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/favorites/{courseId}', {
    ...optimisticUpdate(queryClient, () => {
      const cachedCourse = queryClient.getQueryData<CachedCourse>(courseQueryOptions(courseId).queryKey);
      const wasFavorite =
        cachedCourse?.data.isFavorite ?? sessionStore.get()?.user.favorites.includes(courseId) ?? false;
      return [
        favoritePatch(courseId, !wasFavorite),
        sessionUserPatch(queryClient, (user) => ({
          ...user,
          favorites: withFavorite(user.favorites, courseId, !wasFavorite),
        })),
      ];
    }),
    onSuccess: ({ data }) => {
      applyPatches(queryClient, [favoritePatch(data.courseId, data.isFavorite)]);
      updateSessionUser(queryClient, (user) => ({ ...user, favorites: data.favorites }));
    },
    onSettled: () => refetchApi(queryClient, '/users/favorites'),
  });
}
