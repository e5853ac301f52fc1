import fp from 'fastify-plugin';
import { createCourseSearch } from '../search/course-search.js';
import { refreshCourseCards } from './course-cards.js';
import { COURSE_CARDS } from './course-presenter.js';
import { createCoursesRepository } from './courses.repository.js';
import { createCoursesService, type CoursesService } from './courses.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    courses: CoursesService;
  }
}

export const coursesPlugin = fp(
  async (app) => {
    // Before the app answers: no list is sent from cards rendered by another schema (ADR 0134).
    await refreshCourseCards(app.db, COURSE_CARDS);
    app.decorate(
      'courses',
      createCoursesService({
        courses: createCoursesRepository(app.db),
        search: createCourseSearch(app.db, app.dbDialect),
        now: Date.now,
      }),
    );
  },
  { name: 'courses', dependencies: ['database'] },
);
