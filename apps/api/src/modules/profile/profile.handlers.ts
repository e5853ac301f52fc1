import { setPageSessionCookie } from '../../auth/page-session.js';
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
    const user = requireUser(request);
    const { profile, message, session } = await request.server.profiles.update(
      user.id,
      request.body,
      user.sessionId,
    );
    // An email change ended every sign-in; this browser keeps going on a fresh one (and its page session, D47).
    if (session) {
      setRefreshCookie(request, reply, session.refreshToken);
      setPageSessionCookie(request, reply, session.accessToken);
    }
    return ok(profile, message);
  },
} satisfies HandlersOf<'getProfile' | 'updateProfile'>;
