import type { CourseListShow } from './routes';

/**
 * The heading of the all-courses list: 'All Courses' for show=all-courses, otherwise the show value in title
 * case ('my-enrollments' -> 'My Enrollments').
 */
export function courseListTitle(show: CourseListShow | string): string {
  if (show === 'all-courses') return 'All Courses';
  return show
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
