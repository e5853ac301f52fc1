import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { optimisticUpdate, patchOf, toggledLike, type LikeState } from '../../../lib/optimistic';
import { courseQueryOptions } from './getCourse';
import { lessonQueryOptions } from './getLesson';

interface CachedLikeable {
  data: LikeState;
}

/**
 * POST /c/likes/{id} (a lesson or a course id) for the entity cached under `key`. Optimistic (spec section 4): the liked flag flips
 * and the count moves by one at once; a failure restores both and shows the error (D23); success takes the
 * server's numbers.
 */
function useToggleLikeOf(key: QueryKey) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/c/likes/{id}', {
    ...optimisticUpdate(queryClient, () => [
      patchOf<CachedLikeable>(key, (old) => ({ ...old, data: { ...old.data, ...toggledLike(old.data) } })),
    ]),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<CachedLikeable>(
        key,
        (old) =>
          old && { ...old, data: { ...old.data, isUserLiked: data.likeStatus, totalLikes: data.totalLikes } },
      );
    },
  });
}

/** Like toggle of a lesson (the lesson page's About tab). */
export function useToggleLessonLikeMutation(courseId: string, lessonId: string) {
  return useToggleLikeOf(lessonQueryOptions(courseId, lessonId).queryKey);
}

/** Like toggle of a course (the course detail page). */
export function useToggleCourseLikeMutation(courseId: string) {
  return useToggleLikeOf(courseQueryOptions(courseId).queryKey);
}
