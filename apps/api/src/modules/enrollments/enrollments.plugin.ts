import fp from 'fastify-plugin';
import { createCoursesRepository } from '../courses/courses.repository.js';
import { createEnrollmentsRepository } from './enrollments.repository.js';
import { createEnrollmentsService, type EnrollmentsService } from './enrollments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    enrollments: EnrollmentsService;
  }
}

export const enrollmentsPlugin = fp(
  async (app) => {
    app.decorate(
      'enrollments',
      createEnrollmentsService({
        courses: createCoursesRepository(app.db),
        enrollments: createEnrollmentsRepository(app.db),
        now: Date.now,
      }),
    );
  },
  { name: 'enrollments', dependencies: ['database'] },
);
