import fp from 'fastify-plugin';
import { createCoursesRepository } from '../courses/courses.repository.js';
import { createEnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import { createLessonsRepository } from '../lessons/lessons.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createProgressRepository } from './progress.repository.js';
import { createProgressService, type ProgressService } from './progress.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    progress: ProgressService;
  }
}

export const progressPlugin = fp(
  async (app) => {
    app.decorate(
      'progress',
      createProgressService({
        courses: createCoursesRepository(app.db),
        lessons: createLessonsRepository(app.db),
        enrollments: createEnrollmentsRepository(app.db),
        progress: createProgressRepository(app.db),
        certificates: app.certificates,
        users: createUsersRepository(app.db),
        now: Date.now,
      }),
    );
  },
  { name: 'progress', dependencies: ['database', 'certificates'] },
);
