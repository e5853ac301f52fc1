import { $api } from '../../../lib/apiClient';

/** GET /c/comments/{lessonId}: the discussion (spec section 8: a failure is only logged). */
export const commentsQueryOptions = (lessonId: string) =>
  $api.queryOptions(
    'get',
    '/c/comments/{id}',
    { params: { path: { id: lessonId } } },
    { select: (r) => r.data, meta: { report: 'log' } },
  );
