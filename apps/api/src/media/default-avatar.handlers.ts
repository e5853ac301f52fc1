import type { HandlersOf } from '../contract/handler-types.js';
import { notFound } from '../http/errors.js';
import { renderDefaultAvatar } from './default-avatar.js';

// The file name fixes the picture, so it never changes: cached for a year like stored images.
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

export const defaultAvatarHandlers: HandlersOf<'getDefaultAvatar'> = {
  /** `GET /default-avatars/{file}`: the generated avatar of a user without an uploaded one (D39). */
  async getDefaultAvatar(request, reply) {
    const svg = renderDefaultAvatar(request.params.file);
    if (!svg) throw notFound('Avatar not found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', AVATAR_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  },
};
