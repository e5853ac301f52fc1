import fp from 'fastify-plugin';
import { createEnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import { createLessonsRepository } from '../lessons/lessons.repository.js';
import { createCommentsRepository } from './comments.repository.js';
import { createCommentsService, type CommentsService } from './comments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
  }
}

export const commentsPlugin = fp(
  async (app) => {
    app.decorate(
      'comments',
      createCommentsService({
        comments: createCommentsRepository(app.db),
        lessons: createLessonsRepository(app.db),
        enrollments: createEnrollmentsRepository(app.db),
        now: Date.now,
      }),
    );
  },
  { name: 'comments', dependencies: ['database'] },
);
