import { setRefreshCookie } from '../../auth/refresh-cookie.js';
import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { PROFILE_MESSAGES } from './profile.service.js';

export const profileHandlers = {
  async getProfile(request) {
    return ok(await request.server.profiles.get(requireUser(request).id), PROFILE_MESSAGES.profile);
  },

  async updateProfile(request, reply) {
    const { profile, message, session } = await request.server.profiles.update(
      requireUser(request).id,
      request.body,
    );
    // An email change ended every sign-in; this browser keeps going on a fresh one.
    if (session) setRefreshCookie(request, reply, session.refreshToken);
    return ok(profile, message);
  },
} satisfies HandlersOf<'getProfile' | 'updateProfile'>;
