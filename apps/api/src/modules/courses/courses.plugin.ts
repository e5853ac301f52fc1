import fp from 'fastify-plugin';
import { createEnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import { createCoursesRepository } from './courses.repository.js';
import { createCoursesService, type CoursesService } from './courses.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    courses: CoursesService;
  }
}

export const coursesPlugin = fp(
  async (app) => {
    app.decorate(
      'courses',
      createCoursesService({
        courses: createCoursesRepository(app.db, app.dbDialect),
        enrollments: createEnrollmentsRepository(app.db),
        now: Date.now,
      }),
    );
  },
  { name: 'courses', dependencies: ['database'] },
);
