import { $api } from '../../../lib/apiClient';

/** GET /c/syllabus/{courseId}/{lessonId}: the lesson; `video.url` only for enrolled users (D15). */
export const lessonQueryOptions = (courseId: string, lessonId: string) =>
  $api.queryOptions(
    'get',
    '/c/syllabus/{courseId}/{lessonId}',
    { params: { path: { courseId, lessonId } } },
    // The route says what a failure means (an error, then back to the courses): only logged, no generic toast.
    { select: (r) => r.data },
  );
