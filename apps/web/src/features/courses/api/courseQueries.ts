import type { Schemas } from '@devlearn/api-client';
import { COURSES_PAGE_SIZE } from '@devlearn/ui/product';
import type { CourseDetailProgress } from '@devlearn/ui/screens/CourseDetail';
import { $api } from '../../../lib/apiClient';
import { COURSE_LIST_SHOW_VALUES } from '../../../lib/paths';

// The courses' reads, as query options (TanStack Query's `queryOptions` through the contract's `$api`).

/** GET /courses/{courseId}: the course with its syllabus and the caller's like, favourite and enrolment state. */
export const courseQueryOptions = (courseId: string) =>
  $api.queryOptions(
    'get',
    '/courses/{courseId}',
    { params: { path: { courseId } } },
    { select: (r) => r.data, meta: { report: 'toast' } },
  );

/** GET /c/syllabus/{courseId}/{lessonId}: the lesson; `video.url` only for enrolled users (D15). */
export const lessonQueryOptions = (courseId: string, lessonId: string) =>
  $api.queryOptions(
    'get',
    '/c/syllabus/{courseId}/{lessonId}',
    { params: { path: { courseId, lessonId } } },
    // The route says what a failure means (an error, then back to the courses): only logged, no generic toast.
    { select: (r) => r.data },
  );

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

/** GET /users/enrollment: active enrolments, newest first ('Continue Learning', 'My Enrollments'). */
export const enrollmentsQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/users/enrollment',
    {},
    { select: (r) => r.data.enrollCourses, meta: { report: 'toast' } },
  );

/** GET /c/progress/{courseId}: the learner's place in each lesson of a course and the lesson to resume (D32). */
export const courseProgressQueryOptions = (courseId: string) =>
  $api.queryOptions(
    'get',
    '/c/progress/{courseId}',
    { params: { path: { courseId } } },
    // Progress only adds to a page: a failure to read it is logged, and the page works without it.
    { select: (r) => r.data },
  );

/** GET /users/progress: progress per enrolled course ('Continue Learning', 'My Enrollments'). */
export const enrolledProgressQueryOptions = () =>
  $api.queryOptions('get', '/users/progress', {}, { select: (r) => r.data.courses });

/** The lessons of a course the learner has completed: the syllabus's ticks. */
export const completedLessonIds = (progress: Schemas['CourseProgress']) =>
  progress.lessons.filter((lesson) => lesson.completed).map((lesson) => lesson.lessonId);

/** What the course screens take: the counts, the lesson to resume and the ticks. */
export function toDetailProgress(progress: Schemas['CourseProgress']): CourseDetailProgress {
  return {
    completedLessons: progress.completedLessons,
    totalLessons: progress.totalLessons,
    resumeLessonId: progress.resumeLessonId,
    completedLessonIds: completedLessonIds(progress),
  };
}
