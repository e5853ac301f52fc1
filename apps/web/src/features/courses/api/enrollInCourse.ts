import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { sessionStore } from '../../../lib/session';

/**
 * POST /users/enrollment/{courseId}. On success the course id joins the stored user's enrollments (spec
 * section 4) and everything that shows enrolment (course, lessons, enrolment list) is fetched again.
 */
export function useEnrollMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/enrollment/{courseId}', {
    onSuccess: ({ data }) => {
      sessionStore.updateUser((user) =>
        user.enrollments.includes(data.courseId)
          ? user
          : { ...user, enrollments: [...user.enrollments, data.courseId] },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/courses/{courseId}'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/c/syllabus/{courseId}/{lessonId}'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/users/enrollment'] }),
      ]);
    },
  });
}
