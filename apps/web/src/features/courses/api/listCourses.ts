import { COURSES_PAGE_SIZE } from '@devlearn/ui/product';
import { $api } from '../../../lib/apiClient';
import { COURSE_LIST_SHOW_VALUES } from '../../../lib/paths';

/** GET /courses: the dashboard home shows 8, the full list 100 (spec section 9). */
export const coursesQueryOptions = (limit: number = COURSES_PAGE_SIZE) =>
  $api.queryOptions(
    'get',
    '/courses',
    { params: { query: { limit } } },
    { select: (r) => r.data.courses, meta: { report: 'toast' } },
  );

/** GET /users/favorites: the Bookmark list. */
export const favoriteCoursesQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/users/favorites',
    {},
    { select: (r) => r.data.favoriteCourses, meta: { report: 'toast' } },
  );

/** GET /courses/query?query=: the search results. */
export const courseSearchQueryOptions = (query: string) =>
  $api.queryOptions(
    'get',
    '/courses/query',
    { params: { query: { query } } },
    { select: (r) => r.data.courses, meta: { report: 'toast' } },
  );

/** The list /dashboard/courses/all?show=&query= shows (all courses unless another is named) and its search text. */
export const courseListOf = (searchParams: URLSearchParams) => ({
  show: COURSE_LIST_SHOW_VALUES.find((show) => show === searchParams.get('show')) ?? 'all-courses',
  query: searchParams.get('query')?.trim() ?? '',
});
