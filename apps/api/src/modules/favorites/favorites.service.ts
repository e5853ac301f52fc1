import type { components } from '@devlearn/api-client/contract';
import { notFound } from '../../http/errors.js';
import { toCourseSummary } from '../courses/course-presenter.js';
import type { CoursesRepository } from '../courses/courses.repository.js';
import { COURSE_NOT_FOUND } from '../courses/courses.service.js';
import type { FavoritesRepository } from './favorites.repository.js';

type FavoriteState = components['schemas']['FavoriteState'];
type FavoriteList = components['schemas']['FavoriteList'];

export function createFavoritesService(deps: {
  courses: CoursesRepository;
  favorites: FavoritesRepository;
  now: () => number;
}) {
  const { courses, favorites, now } = deps;
  return {
    async toggle(userId: string, courseId: string): Promise<FavoriteState> {
      if (!(await courses.find(courseId))) throw notFound(COURSE_NOT_FOUND);
      const isFavorite = await favorites.toggle(userId, courseId, now());
      return { courseId, isFavorite, favorites: await favorites.courseIdsOf(userId) };
    },

    async list(userId: string): Promise<FavoriteList> {
      const rows = await favorites.coursesOf(userId);
      return { favoriteCourses: rows.map(toCourseSummary) };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
