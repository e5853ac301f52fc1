import fp from 'fastify-plugin';
import { createAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limiter.js';
import { createCoursesRepository } from '../courses/courses.repository.js';
import { createEnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import { createLessonsRepository } from '../lessons/lessons.repository.js';
import { createCommentsRepository, createDiscussionPeopleRepository } from './comments.repository.js';
import { createCommentsService, type CommentsService } from './comments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
    /** Previews render Markdown and highlight code without storing anything: 60 a minute per person. */
    commentPreviews: AttemptLimiter;
  }
}

export const COMMENT_PREVIEWS_PER_MINUTE = 60;

export const commentsPlugin = fp(
  async (app) => {
    app.decorate(
      'comments',
      createCommentsService({
        comments: createCommentsRepository(app.db),
        people: createDiscussionPeopleRepository(app.db),
        lessons: createLessonsRepository(app.db),
        courses: createCoursesRepository(app.db),
        enrollments: createEnrollmentsRepository(app.db),
        notifications: app.notifications,
        now: Date.now,
      }),
    );
    app.decorate(
      'commentPreviews',
      createAttemptLimiter(
        'comment-previews',
        { max: COMMENT_PREVIEWS_PER_MINUTE, windowMs: 60_000 },
        app.redis,
      ),
    );
  },
  { name: 'comments', dependencies: ['database', 'notifications', 'redis'] },
);
