import { CourseDetail } from '@devlearn/ui/screens/CourseDetail';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { courseProgressQueryOptions, courseQueryOptions, toDetailProgress } from '../api/courseQueries';
import { useEnrollMutation, useToggleLikeMutation } from '../api/courseMutations';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /dashboard/courses/{courseId}: the course with its syllabus and like toggle (optimistic, rolled back on
 * failure). 'Enroll For Free' enrols, then opens the first lesson; 'Go to Lessons' (already enrolled) opens the
 * lesson to resume, and an enrolled learner sees their progress and ticks (D32). A course that cannot be loaded
 * returns to the list (its error is toasted by the query).
 */
export default function CourseDetailRoute() {
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const course = useQuery(courseQueryOptions(courseId));
  useDocumentTitle(course.data?.title);
  const isEnrolled = course.data?.isEnrolled ?? false;
  const progress = useQuery({ ...courseProgressQueryOptions(courseId), enabled: isEnrolled });
  const enroll = useEnrollMutation();
  const toggleLike = useToggleLikeMutation(courseQueryOptions(courseId).queryKey);

  useEffect(() => {
    if (course.isError) navigate(paths.dashboard.courses.getHref(), { replace: true });
  }, [course.isError, navigate]);

  const firstLessonId = course.data?.syllabus[0]?._id;
  const openLesson = (lessonId: string | null | undefined) => {
    if (lessonId) navigate(paths.dashboard.lesson.getHref(courseId, lessonId));
  };
  const openFirstLesson = () => openLesson(firstLessonId);
  const enrollOrOpen = () => {
    if (isEnrolled) {
      openLesson(progress.data?.resumeLessonId ?? firstLessonId);
      return;
    }
    enroll.mutate({ params: { path: { courseId } } }, { onSuccess: openFirstLesson });
  };

  const certificate = isEnrolled ? progress.data?.certificate : null;
  return (
    <CourseDetail
      course={course.data ?? null}
      onEnroll={enrollOrOpen}
      isEnrolling={enroll.isPending}
      onToggleLike={() => toggleLike.mutate({ params: { path: { id: courseId } } })}
      progress={isEnrolled && progress.data ? toDetailProgress(progress.data) : undefined}
      // D51: the course's certificate, once every lesson was completed (kept if one is un-marked later).
      certificate={
        certificate ? { id: certificate.id, href: paths.certificate.getHref(certificate.id) } : null
      }
    />
  );
}
