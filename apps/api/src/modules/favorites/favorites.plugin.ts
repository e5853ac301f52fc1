import fp from 'fastify-plugin';
import { createCoursesRepository } from '../courses/courses.repository.js';
import { createFavoritesRepository } from './favorites.repository.js';
import { createFavoritesService, type FavoritesService } from './favorites.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    favorites: FavoritesService;
  }
}

export const favoritesPlugin = fp(
  async (app) => {
    app.decorate(
      'favorites',
      createFavoritesService({
        courses: createCoursesRepository(app.db),
        favorites: createFavoritesRepository(app.db),
        now: Date.now,
      }),
    );
  },
  { name: 'favorites', dependencies: ['database'] },
);
