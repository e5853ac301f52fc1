import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';
import { updateSessionUser } from '../../../lib/sessionUser';

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
      return Promise.all(
        (['/courses/{courseId}', '/c/syllabus/{courseId}/{lessonId}', '/users/enrollment'] as const).map(
          (path) => queryClient.invalidateQueries({ queryKey: queryKeys.api(path) }),
        ),
      );
    },
  });
}
