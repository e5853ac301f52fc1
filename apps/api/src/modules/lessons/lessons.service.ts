import type { components } from '@devlearn/api-client/contract';
import { notFound } from '../../http/errors.js';
import type { MediaLinkSigner } from '../../media/signed-media-link.js';
import type { EnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import { isActiveEnrollment } from '../enrollments/enrollment-rules.js';
import type { LessonsRepository } from './lessons.repository.js';

type Lesson = components['schemas']['Lesson'];

export const LESSON_NOT_FOUND = 'Lesson not found';

export function createLessonsService(deps: {
  lessons: LessonsRepository;
  enrollments: EnrollmentsRepository;
  mediaLinks: MediaLinkSigner;
  now: () => number;
}) {
  const { lessons, enrollments, mediaLinks, now } = deps;
  return {
    /**
     * What a lesson's answer shows of its viewer (ADR 0136): whether they are enrolled (which decides the links,
     * the same for every enrolled viewer) and whether they like it.
     */
    async viewerOf(courseId: string, lessonId: string, userId: string) {
      const [enrollment, isUserLiked] = await Promise.all([
        enrollments.find(userId, courseId),
        lessons.isLikedBy(userId, lessonId),
      ]);
      return { isEnrolled: isActiveEnrollment(enrollment, now()), isUserLiked };
    },

    /**
     * A lesson of a course; only an active enrolment gets the signed, expiring links to the video (D15) and to
     * its caption tracks (D52).
     */
    async get(courseId: string, lessonId: string, userId: string): Promise<Lesson> {
      const lesson = await lessons.findById(lessonId);
      if (!lesson || lesson.course_id !== courseId) throw notFound(LESSON_NOT_FOUND);
      const [enrollment, isUserLiked, tracks] = await Promise.all([
        enrollments.find(userId, courseId),
        lessons.isLikedBy(userId, lessonId),
        lessons.captionsOf(lessonId),
      ]);
      const at = now();
      const isEnrolled = isActiveEnrollment(enrollment, at);
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
