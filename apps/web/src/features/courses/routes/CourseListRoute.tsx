import { toUserMessage } from '@devlearn/api-client';
import { COURSES_FULL_LIST_PAGE_SIZE } from '@devlearn/ui/product';
import { CourseList, courseListTitle } from '@devlearn/ui/screens/CourseList';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  courseListOf,
  courseSearchQueryOptions,
  coursesQueryOptions,
  enrolledProgressQueryOptions,
  enrollmentsQueryOptions,
  favoriteCoursesQueryOptions,
} from '../api/courseQueries';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /dashboard/courses/all?show=all-courses | my-enrollments | favorites | search-results (&query=): one list
 * screen over four sources. Only the shown list is fetched.
 */
export default function CourseListRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { show, query } = courseListOf(searchParams);
  useDocumentTitle(courseListTitle(show));

  const allCourses = useQuery({
    ...coursesQueryOptions(COURSES_FULL_LIST_PAGE_SIZE),
    enabled: show === 'all-courses',
  });
  const enrollments = useQuery({ ...enrollmentsQueryOptions(), enabled: show === 'my-enrollments' });
  const progress = useQuery({ ...enrolledProgressQueryOptions(), enabled: show === 'my-enrollments' });
  const favorites = useQuery({ ...favoriteCoursesQueryOptions(), enabled: show === 'favorites' });
  const results = useQuery({
    ...courseSearchQueryOptions(query),
    enabled: show === 'search-results' && query !== '',
  });
  const shown = {
    'all-courses': allCourses,
    'my-enrollments': enrollments,
    favorites,
    'search-results': results,
  }[show];
  // A search without text has nothing to run: it is simply an empty result.
  const isIdle = show === 'search-results' && query === '';
  const enrolled = show === 'my-enrollments' ? progress.data : undefined;

  return (
    <CourseList
      show={show}
      query={show === 'search-results' ? query : undefined}
      courses={shown.data ?? []}
      progressByCourse={enrolled && Object.fromEntries(enrolled.map((entry) => [entry.courseId, entry]))}
      certificateHrefByCourse={
        enrolled &&
        Object.fromEntries(
          enrolled.flatMap((entry) =>
            entry.certificate ? [[entry.courseId, paths.certificate.getHref(entry.certificate.id)]] : [],
          ),
        )
      }
      isLoading={!isIdle && shown.isPending}
      error={shown.isError ? toUserMessage(shown.error) : undefined}
      onSearch={(text) => navigate(paths.dashboard.courseList.getHref('search-results', text))}
    />
  );
}
