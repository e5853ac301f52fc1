import { CoursesHome } from '@devlearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { coursesQueryOptions } from '../api/listCourses';
import { enrollmentsQueryOptions } from '../api/listEnrollments';

/** /dashboard/courses: the welcome, 'Continue Learning' (latest enrolment) and 'Our Popular Courses' (8). */
export default function CoursesHomeRoute() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const popular = useQuery(coursesQueryOptions());
  const enrollments = useQuery(enrollmentsQueryOptions());

  return (
    <CoursesHome
      username={user?.username}
      latestEnrollment={enrollments.data?.[0] ?? null}
      popularCourses={popular.data ?? []}
      isLoading={popular.isPending || enrollments.isPending}
      onSearch={(query) => navigate(paths.dashboard.courseList.getHref('search-results', query))}
    />
  );
}
