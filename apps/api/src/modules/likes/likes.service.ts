import type { components } from '@devlearn/api-client/contract';
import { notFound } from '../../http/errors.js';
import { BLOG_MESSAGES } from '../blogs/blog-limits.js';
import type { CoursesRepository } from '../courses/courses.repository.js';
import type { LessonsRepository } from '../lessons/lessons.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { LikesRepository } from './likes.repository.js';

type LikeState = components['schemas']['LikeState'];

const LIKE_TARGET_NOT_FOUND = 'No lesson or course with this id';

export function createLikesService(deps: {
  likes: LikesRepository;
  lessons: LessonsRepository;
  courses: CoursesRepository;
  notifications: Pick<NotificationsService, 'blogLiked'>;
  now: () => number;
}) {
  const { likes, lessons, courses, notifications, now } = deps;
  return {
    /**
     * `POST /c/likes/{id}` takes a lesson id or a course id (spec section 7); lessons are tried first. Says which
     * it was, so that a lesson's like retires the lesson's answers only (ADR 0137).
     */
    async toggleLessonOrCourse(
      userId: string,
      id: string,
    ): Promise<{ kind: 'lesson' | 'course'; state: LikeState }> {
      const kind = (await lessons.findById(id)) ? 'lesson' : (await courses.find(id)) ? 'course' : undefined;
      const state = kind && (await likes.toggle(kind, userId, id, now()));
      if (!kind || !state) throw notFound(LIKE_TARGET_NOT_FOUND);
      return { kind, state };
    },

    async toggleBlog(userId: string, blogId: string): Promise<LikeState> {
      // The toggle finds the blog itself, so one deleted in between is a 404 too.
      const state = await likes.toggle('blog', userId, blogId, now());
      if (!state) throw notFound(BLOG_MESSAGES.notFound);
      // A like (not an unlike) tells the author, grouped per blog per day.
      const blog = state.likeStatus ? await likes.blogAuthorOf(blogId) : undefined;
      if (blog) {
        await notifications.blogLiked({
          authorId: blog.author_id,
          likerId: userId,
          blogId,
          heading: blog.heading,
        });
      }
      return state;
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
