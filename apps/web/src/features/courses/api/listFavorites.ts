import { $api } from '../../../lib/apiClient';

/** GET /users/favorites: the Bookmark list. */
export const favoritesQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/users/favorites',
    {},
    { select: (r) => r.data.favoriteCourses, meta: { report: 'toast' } },
  );
