import fp from 'fastify-plugin';
import { createCoursesRepository } from '../courses/courses.repository.js';
import { createLessonsRepository } from '../lessons/lessons.repository.js';
import { createLikesRepository } from './likes.repository.js';
import { createLikesService, type LikesService } from './likes.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    likes: LikesService;
  }
}

export const likesPlugin = fp(
  async (app) => {
    app.decorate(
      'likes',
      createLikesService({
        likes: createLikesRepository(app.db, app.dbDialect),
        lessons: createLessonsRepository(app.db),
        courses: createCoursesRepository(app.db),
        notifications: app.notifications,
        now: () => Date.now(),
      }),
    );
  },
  { name: 'likes', dependencies: ['database', 'notifications'] },
);
