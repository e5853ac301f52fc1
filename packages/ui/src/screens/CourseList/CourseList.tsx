'use client';

import { CountBadge } from '../../components/CountBadge';
import type { CourseProgressValue } from '../../components/CourseProgress';
import { CourseListRow, type CourseListRowCourse } from '../../components/CourseListRow';
import { Loader } from '../../components/Loader';
import { SearchBox } from '../../components/SearchBox';
import { courseListTitle } from '../../lib/courseListTitle';
import type { CourseListShow } from '../../lib/routes';

export type CourseListProps = {
  /** Which list: all courses, the user's enrolments, favourites or search results. */
  show: CourseListShow;
  /** The search text (search results only); it prefills the search box. @default none */
  query?: string;
  /** The courses; My Enrollments' carry the enrolment's end (`expiresAt`, shown as 'Access until ...'). */
  courses: (CourseListRowCourse & { expiresAt?: string })[];
  /** My Enrollments: each course's progress by course id ('2 of 4 lessons', D32). @default none */
  progressByCourse?: Readonly<Record<string, CourseProgressValue>>;
  /** My Enrollments: the page of each earned certificate by course id ('View certificate', D51). @default none */
  certificateHrefByCourse?: Readonly<Record<string, string>>;
  /** The list is loading. @default false */
  isLoading?: boolean;
  /** A message shown instead of the list when it failed to load. @default none */
  error?: string;
  onSearch: (query: string) => void;
};

/**
 * A list of courses under 'All Courses' (or the show value in title case) with a zero-padded count badge; empty
 * lists say 'No search results found' (search) or 'No courses found'.
 */
export function CourseList({
  show,
  query,
  courses,
  progressByCourse,
  certificateHrefByCourse,
  isLoading = false,
  error,
  onSearch,
}: CourseListProps) {
  const emptyMessage = show === 'search-results' ? 'No search results found' : 'No courses found';
  return (
    <div data-slot="course-list" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <h1 className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          {courseListTitle(show)}
          {isLoading || error ? null : <CountBadge count={courses.length} label="courses" />}
        </h1>
        <SearchBox key={query} onSearch={onSearch} defaultQuery={query} />
      </div>
      {show === 'search-results' && query ? (
        <p className="text-dl-muted">
          Results for <span className="font-semibold text-dl-fg">&lsquo;{query}&rsquo;</span>
        </p>
      ) : null}
      {isLoading ? (
        <Loader label="Loading courses" />
      ) : error ? (
        <p role="alert" className="text-dl-danger">
          {error}
        </p>
      ) : courses.length === 0 ? (
        <p className="py-10 text-center text-dl-muted">{emptyMessage}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-4 p-0">
          {courses.map((course) => (
            <li key={course._id}>
              <CourseListRow
                course={course}
                progress={progressByCourse?.[course._id]}
                accessUntil={course.expiresAt}
                certificateHref={certificateHrefByCourse?.[course._id]}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
