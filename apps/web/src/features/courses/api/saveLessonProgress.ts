import type { Schemas } from '@devlearn/api-client';
import type { PositionReportReason } from '@devlearn/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { courseProgressQueryOptions } from './courseQueries';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { refetchApi } from '../../../lib/queryKeys';

type CachedProgress = CachedResponse<'/c/progress/{courseId}', 'get'>;
type LessonProgress = Schemas['LessonProgress'];
type LessonProgressSaved = Schemas['LessonProgressSaved'];

/** The course's progress with one lesson's entry replaced (or added) and the count of completed lessons redone. */
function withLesson(progress: Schemas['CourseProgress'], saved: LessonProgress): Schemas['CourseProgress'] {
  const lessons = progress.lessons.some((lesson) => lesson.lessonId === saved.lessonId)
    ? progress.lessons.map((lesson) => (lesson.lessonId === saved.lessonId ? saved : lesson))
    : [...progress.lessons, saved];
  return { ...progress, lessons, completedLessons: lessons.filter((lesson) => lesson.completed).length };
}

/**
 * Keeps the learner's place in a lesson (D32). `reportPosition` takes the video player's reports (every 10 s of
 * playback, pause, end, leaving) and saves each one; on leaving the request is `keepalive`, so it outlives a
 * closing tab. A failed position write is only logged (the next one carries the place). `toggleCompleted` is
 * 'Mark as done' / 'not done', shown on failure like any action. Both keep the course's cached progress current.
 */
export function useLessonProgress(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  const key = courseProgressQueryOptions(courseId).queryKey;

  const applySaved = ({ issuedCertificate, ...saved }: LessonProgressSaved, courseChanged: boolean) => {
    queryClient.setQueryData<CachedProgress>(
      key,
      (old) => old && { ...old, data: withLesson(old.data, saved) },
    );
    // D51: this save completed the course and issued its certificate.
    if (issuedCertificate) {
      notifySuccess(MESSAGES.certificateIssued);
      void refetchApi(queryClient, '/users/certificates');
    }
    // Completing a lesson moves the lesson to resume and the counts of the lists: the server says which.
    if (courseChanged) void queryClient.invalidateQueries({ queryKey: key });
    void refetchApi(queryClient, '/users/progress');
  };

  const save = async (body: Schemas['LessonProgressUpdate'], keepalive = false) => {
    const { data } = await fetchClient.PUT('/c/progress/{courseId}/{lessonId}', {
      params: { path: { courseId, lessonId } },
      body,
      keepalive,
    });
    if (!data) throw new Error('Empty answer for PUT /c/progress');
    return data.data;
  };

  const reportPosition = (positionSeconds: number, reason: PositionReportReason) => {
    const before = queryClient
      .getQueryData<CachedProgress>(key)
      ?.data.lessons.find((l) => l.lessonId === lessonId);
    const body = reason === 'ended' ? { positionSeconds, completed: true } : { positionSeconds };
    save(body, reason === 'leave')
      .then((saved) => applySaved(saved, saved.completed !== (before?.completed ?? false)))
      .catch((error: unknown) => console.error(error));
  };

  const toggle = useMutation({
    mutationFn: (completed: boolean) => save({ completed }),
    onSuccess: (saved) => applySaved(saved, true),
    meta: { report: 'toast' },
  });

  return { reportPosition, toggleCompleted: (completed: boolean) => toggle.mutate(completed) };
}
