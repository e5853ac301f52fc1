import { $api } from '../../../lib/apiClient';

/** GET /courses/query?query=: the search-results list. */
export const searchCoursesQueryOptions = (query: string) =>
  $api.queryOptions(
    'get',
    '/courses/query',
    { params: { query: { query } } },
    { select: (r) => r.data.courses, meta: { report: 'toast' } },
  );
