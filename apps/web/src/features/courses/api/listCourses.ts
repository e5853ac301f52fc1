import { COURSES_PAGE_SIZE } from '@devlearn/ui/product';
import { $api } from '../../../lib/apiClient';

/** GET /courses: the dashboard home shows 8, the full list 100 (spec section 9). */
export const coursesQueryOptions = (limit: number = COURSES_PAGE_SIZE) =>
  $api.queryOptions(
    'get',
    '/courses',
    { params: { query: { limit } } },
    { select: (r) => r.data.courses, meta: { report: 'toast' } },
  );
