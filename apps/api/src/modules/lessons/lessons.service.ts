import type { components } from '@devlearn/api-client/contract';
import { notFound } from '../../http/errors.js';
import type { MediaLinkSigner } from '../../media/signed-media-link.js';
import { isActiveEnrollment } from '../enrollments/enrollment-rules.js';
import type { LessonsRepository } from './lessons.repository.js';

type Lesson = components['schemas']['Lesson'];

export const LESSON_NOT_FOUND = 'Lesson not found';

export function createLessonsService(deps: {
  lessons: LessonsRepository;
  mediaLinks: MediaLinkSigner;
  now: () => number;
}) {
  const { lessons, mediaLinks, now } = deps;

  /**
   * What a lesson's answer shows of its viewer (ADR 0136): whether they are enrolled (which decides the links,
   * the same for every enrolled viewer) and whether they like it.
   */
  async function viewerOf(courseId: string, lessonId: string, userId: string) {
    const row = await lessons.viewerOf(userId, lessonId);
    // A lesson of another course answers 404 whoever asks; its enrolment does not count.
    const expiresAt = row?.course_id === courseId ? row.expires_at : null;
    return {
      isEnrolled: isActiveEnrollment(expiresAt == null ? undefined : { expires_at: expiresAt }, now()),
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      isUserLiked: Boolean(Number(row?.is_liked ?? 0)),
    };
  }

  return {
    viewerOf,

    /**
     * A lesson of a course; only an active enrolment gets the signed, expiring links to the video (D15) and to
     * its caption tracks (D52).
     */
    async get(courseId: string, lessonId: string, userId: string): Promise<Lesson> {
      const lesson = await lessons.findById(lessonId);
      if (!lesson || lesson.course_id !== courseId) throw notFound(LESSON_NOT_FOUND);
      const [{ isEnrolled, isUserLiked }, tracks] = await Promise.all([
        viewerOf(courseId, lessonId, userId),
        lessons.captionsOf(lessonId),
      ]);
      const at = now();
      const captions = isEnrolled
        ? tracks.map((track) => ({
            language: track.language,
            label: track.label,
            url: mediaLinks.sign(track.media_key, at),
          }))
        : [];
      return {
        _id: lesson.id,
        courseId: lesson.course_id,
        title: lesson.title,
        subHeading: lesson.sub_heading,
        durationSeconds: Number(lesson.duration_seconds),
        video: isEnrolled ? { url: mediaLinks.sign(lesson.video_key, at) } : null,
        captions,
        isEnrolled,
        isUserLiked,
        totalLikes: Number(lesson.total_likes),
      };
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
