import { $api } from '../../../lib/apiClient';

/** GET /courses/{courseId}: the course with its syllabus and the caller's like, favourite and enrolment state. */
export const courseQueryOptions = (courseId: string) =>
  $api.queryOptions(
    'get',
    '/courses/{courseId}',
    { params: { path: { courseId } } },
    { select: (r) => r.data, meta: { report: 'toast' } },
  );
