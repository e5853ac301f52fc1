'use client';

import { useId } from 'react';
import { CourseCard, type CourseCardCourse } from '../../components/CourseCard';
import { CourseCarouselRow } from '../../components/CourseCarouselRow';
import type { CourseProgressValue } from '../../components/CourseProgress';
import { Link, useUiRoutes } from '../../components/Link';
import { Loader } from '../../components/Loader';
import { SearchBox } from '../../components/SearchBox';
import { GUEST_NAME, IMAGE_SIZES } from '../../lib/product';

export type CoursesHomeProps = {
  /** The signed-in user's name; the welcome says 'Guest' without one. */
  username?: string | null;
  /** The most recent enrolment, shown under 'Continue Learning'; null when there is none. */
  latestEnrollment: (CourseCardCourse & { expiresAt?: string }) | null;
  /**
   * The learner's progress in that course (D32): the card shows it and opens the lesson to resume.
   * @default none (the card opens the course page)
   */
  latestEnrollmentProgress?: CourseProgressValue & { resumeLessonId: string | null };
  /** The first page of the catalogue (8 courses). */
  popularCourses: CourseCardCourse[];
  /** The page's data is loading. @default false */
  isLoading?: boolean;
  /** A search from the box; the app opens the search-results list. */
  onSearch: (query: string) => void;
};

/**
 * The courses home: 'Welcome, {username or Guest} to Our Courses', the search box, 'Continue Learning' with the
 * latest enrolment and a 'My Enrollments' link, and the 'Our Popular Courses' carousel.
 */
export function CoursesHome({
  username,
  latestEnrollment,
  latestEnrollmentProgress,
  popularCourses,
  isLoading = false,
  onSearch,
}: CoursesHomeProps) {
  const routes = useUiRoutes();
  const continueId = useId();
  const popularId = useId();
  return (
    <div data-slot="courses-home" className="flex flex-col gap-10">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <h1 className="min-w-0 text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">
          {/* One text, so the server's HTML holds the sentence whole. */}
          {`Welcome, ${username || GUEST_NAME} to Our Courses`}
        </h1>
        <SearchBox onSearch={onSearch} resultsHref={routes.dashboard.courseList.getHref('search-results')} />
      </div>
      {isLoading ? (
        <Loader label="Loading courses" />
      ) : (
        <>
          <section aria-labelledby={continueId} className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-4">
              <h2 id={continueId} className="text-xl font-bold">
                Continue Learning
              </h2>
              <Link
                href={routes.dashboard.courseList.getHref('my-enrollments')}
                className="text-sm font-semibold underline underline-offset-4 hover:text-dl-muted"
              >
                My Enrollments
              </Link>
            </div>
            {latestEnrollment ? (
              <div className="w-full sm:w-72">
                <CourseCard
                  course={latestEnrollment}
                  priority
                  sizes={IMAGE_SIZES.continueCard}
                  href={
                    latestEnrollmentProgress?.resumeLessonId
                      ? routes.dashboard.lesson.getHref(
                          latestEnrollment._id,
                          latestEnrollmentProgress.resumeLessonId,
                        )
                      : undefined
                  }
                  progress={latestEnrollmentProgress}
                  accessUntil={latestEnrollment.expiresAt}
                />
              </div>
            ) : (
              <p className="text-dl-muted">You have not enrolled in a course yet.</p>
            )}
          </section>
          {popularCourses.length > 0 ? (
            <CourseCarouselRow
              label="Our Popular Courses"
              courses={popularCourses}
              priorityFirst={!latestEnrollment}
            />
          ) : (
            <section aria-labelledby={popularId} className="flex flex-col gap-3">
              <h2 id={popularId} className="text-xl font-bold">
                Our Popular Courses
              </h2>
              <p className="text-dl-muted">No courses found</p>
            </section>
          )}
        </>
      )}
    </div>
  );
}
