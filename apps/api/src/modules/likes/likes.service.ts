import type { components } from '@devlearn/api-client/contract';
import { notFound } from '../../http/errors.js';
import type { BlogsRepository } from '../blogs/blogs.repository.js';
import { BLOG_MESSAGES } from '../blogs/blog-limits.js';
import type { CoursesRepository } from '../courses/courses.repository.js';
import type { LessonsRepository } from '../lessons/lessons.repository.js';
import type { LikesRepository } from './likes.repository.js';

type LikeState = components['schemas']['LikeState'];

const LIKE_TARGET_NOT_FOUND = 'No lesson or course with this id';

export function createLikesService(deps: {
  likes: LikesRepository;
  lessons: LessonsRepository;
  courses: CoursesRepository;
  blogs: BlogsRepository;
  now: () => number;
}) {
  const { likes, lessons, courses, blogs, now } = deps;
  return {
    /** `POST /c/likes/{id}` takes a lesson id or a course id (spec section 7); lessons are tried first. */
    async toggleLessonOrCourse(userId: string, id: string): Promise<LikeState> {
      if (await lessons.findById(id)) return likes.toggle('lesson', userId, id, now());
      if (await courses.find(id)) return likes.toggle('course', userId, id, now());
      throw notFound(LIKE_TARGET_NOT_FOUND);
    },

    async toggleBlog(userId: string, blogId: string): Promise<LikeState> {
      if (!(await blogs.findOwner(blogId))) throw notFound(BLOG_MESSAGES.notFound);
      return likes.toggle('blog', userId, blogId, now());
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
