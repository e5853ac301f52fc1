import { toUserMessage } from '@devlearn/api-client';
import { COURSES_FULL_LIST_PAGE_SIZE } from '@devlearn/ui/product';
import { CourseList, courseListTitle } from '@devlearn/ui/screens/CourseList';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { COURSE_LIST_SHOW_VALUES, paths, type CourseListShow } from '../../../lib/paths';
import { coursesQueryOptions } from '../api/listCourses';
import { enrolledProgressQueryOptions } from '../api/courseProgress';
import { enrollmentsQueryOptions } from '../api/listEnrollments';
import { useDocumentTitle } from '../../../lib/documentTitle';

const readShow = (value: string | null): CourseListShow =>
  COURSE_LIST_SHOW_VALUES.find((show) => show === value) ?? 'all-courses';

/**
 * /dashboard/courses/all?show=all-courses | my-enrollments | favorites | search-results (&query=): one list
 * screen over four sources. Only the shown list is fetched.
 */
export default function CourseListRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const show = readShow(searchParams.get('show'));
  useDocumentTitle(courseListTitle(show));
  const query = searchParams.get('query')?.trim() ?? '';

  const allCourses = useQuery({
    ...coursesQueryOptions(COURSES_FULL_LIST_PAGE_SIZE),
    enabled: show === 'all-courses',
  });
  const enrollments = useQuery({ ...enrollmentsQueryOptions(), enabled: show === 'my-enrollments' });
  const progress = useQuery({ ...enrolledProgressQueryOptions(), enabled: show === 'my-enrollments' });
  // The Bookmark list (GET /users/favorites) and the search results (GET /courses/query?query=).
  const favorites = $api.useQuery(
    'get',
    '/users/favorites',
    {},
    { enabled: show === 'favorites', select: (r) => r.data.favoriteCourses, meta: { report: 'toast' } },
  );
  const results = $api.useQuery(
    'get',
    '/courses/query',
    { params: { query: { query } } },
    {
      enabled: show === 'search-results' && query !== '',
      select: (r) => r.data.courses,
      meta: { report: 'toast' },
    },
  );

  const shown = {
    'all-courses': allCourses,
    'my-enrollments': enrollments,
    favorites,
    'search-results': results,
  }[show];
  // A search without text has nothing to run: it is simply an empty result.
  const isIdle = show === 'search-results' && query === '';

  return (
    <CourseList
      show={show}
      query={show === 'search-results' ? query : undefined}
      courses={shown.data ?? []}
      progressByCourse={
        show === 'my-enrollments' && progress.data
          ? Object.fromEntries(progress.data.map((entry) => [entry.courseId, entry]))
          : undefined
      }
      certificateHrefByCourse={
        show === 'my-enrollments' && progress.data
          ? Object.fromEntries(
              progress.data.flatMap((entry) =>
                entry.certificate ? [[entry.courseId, paths.certificate.getHref(entry.certificate.id)]] : [],
              ),
            )
          : undefined
      }
      isLoading={!isIdle && shown.isPending}
      error={shown.isError ? toUserMessage(shown.error) : undefined}
      onSearch={(text) => navigate(paths.dashboard.courseList.getHref('search-results', text))}
    />
  );
}
