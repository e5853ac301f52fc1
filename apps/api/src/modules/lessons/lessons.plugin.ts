import fp from 'fastify-plugin';
import { createLessonsRepository } from './lessons.repository.js';
import { createLessonsService, type LessonsService } from './lessons.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    lessons: LessonsService;
  }
}

export const lessonsPlugin = fp(
  async (app) => {
    app.decorate(
      'lessons',
      createLessonsService({
        lessons: createLessonsRepository(app.db),
        mediaLinks: app.mediaLinks,
        now: Date.now,
      }),
    );
  },
  { name: 'lessons', dependencies: ['database', 'media'] },
);
