import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

export const favoritesHandlers: HandlersOf<'listFavorites' | 'toggleFavorite'> = {
  async listFavorites(request) {
    const { id } = requireUser(request);
    return ok(await request.server.favorites.list(id), 'Favorites fetched successfully');
  },
  async toggleFavorite(request) {
    const { id } = requireUser(request);
    const state = await request.server.favorites.toggle(id, request.params.courseId);
    return ok(state, state.isFavorite ? 'Added to favorites' : 'Removed from favorites');
  },
};
