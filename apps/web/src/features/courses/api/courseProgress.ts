import type { Schemas } from '@devlearn/api-client';
import type { CourseDetailProgress } from '@devlearn/ui/screens/CourseDetail';
import { $api } from '../../../lib/apiClient';

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
