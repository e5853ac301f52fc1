import { CoursesHome } from '@devlearn/ui/screens/CoursesHome';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/sessionUser';
import {
  coursesQueryOptions,
  enrolledProgressQueryOptions,
  enrollmentsQueryOptions,
} from '../api/courseQueries';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /dashboard/courses: the welcome, 'Continue Learning' (the latest enrolment with its progress, opening the
 * lesson to resume, D32) and 'Our Popular Courses' (8).
 */
export default function CoursesHomeRoute() {
  useDocumentTitle('Courses');
  const user = useSessionUser();
  const navigate = useNavigate();
  const popular = useQuery(coursesQueryOptions());
  const enrollments = useQuery(enrollmentsQueryOptions());
  const latest = enrollments.data?.[0] ?? null;
  const progress = useQuery({ ...enrolledProgressQueryOptions(), enabled: latest !== null });

  return (
    <CoursesHome
      username={user?.username}
      latestEnrollment={latest}
      latestEnrollmentProgress={progress.data?.find((entry) => entry.courseId === latest?._id)}
      popularCourses={popular.data ?? []}
      isLoading={popular.isPending || enrollments.isPending}
      onSearch={(query) => navigate(paths.dashboard.courseList.getHref('search-results', query))}
    />
  );
}
