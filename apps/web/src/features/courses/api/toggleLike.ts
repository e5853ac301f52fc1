import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { applyOptimistically, patchOf } from '../../../lib/optimistic';
import { courseQueryOptions } from './getCourse';
import { lessonQueryOptions } from './getLesson';

interface LikeFields {
  isUserLiked: boolean;
  totalLikes: number;
}
interface CachedLikeable {
  data: LikeFields;
}

const flipped = ({ isUserLiked, totalLikes }: LikeFields): LikeFields => ({
  isUserLiked: !isUserLiked,
  totalLikes: Math.max(0, totalLikes + (isUserLiked ? -1 : 1)),
});

/**
 * POST /c/likes/{id} (a lesson or a course id) for the entity cached under `key`. Optimistic (spec section 4): the liked flag flips
 * and the count moves by one at once; a failure restores both and shows the error (D23); success takes the
 * server's numbers.
 */
function useToggleLikeOf(key: QueryKey) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/c/likes/{id}', {
    onMutate: async () => ({
      rollback: await applyOptimistically(queryClient, [
        patchOf<CachedLikeable>(key, (old) => ({ ...old, data: { ...old.data, ...flipped(old.data) } })),
      ]),
    }),
    onError: (_error, _variables, context) => context?.rollback(),
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
