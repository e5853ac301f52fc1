import { CourseDetail } from '@devlearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { courseQueryOptions } from '../api/getCourse';
import { useEnrollMutation } from '../api/enrollInCourse';
import { useToggleCourseLikeMutation } from '../api/toggleLike';

/**
 * /dashboard/courses/{courseId}: the course with its syllabus and like toggle (optimistic, rolled back on failure). 'Enroll For Free' enrols, then opens the first
 * lesson; 'Go to Lessons' (already enrolled) opens it at once. A course that cannot be loaded returns to the list
 * (its error is toasted by the query).
 */
export default function CourseDetailRoute() {
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const course = useQuery(courseQueryOptions(courseId));
  const enroll = useEnrollMutation();
  const toggleLike = useToggleCourseLikeMutation(courseId);

  useEffect(() => {
    if (course.isError) navigate(paths.dashboard.courses.getHref(), { replace: true });
  }, [course.isError, navigate]);

  const firstLessonId = course.data?.syllabus[0]?._id;
  const openFirstLesson = () => {
    if (firstLessonId) navigate(paths.dashboard.lesson.getHref(courseId, firstLessonId));
  };
  const enrollOrOpen = () => {
    if (course.data?.isEnrolled) {
      openFirstLesson();
      return;
    }
    enroll.mutate({ params: { path: { courseId } } }, { onSuccess: openFirstLesson });
  };

  return (
    <CourseDetail
      course={course.data ?? null}
      onEnroll={enrollOrOpen}
      isEnrolling={enroll.isPending}
      onToggleLike={() => toggleLike.mutate({ params: { path: { id: courseId } } })}
    />
  );
}
