import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { PROFILE_MESSAGES } from './profile.service.js';

export const profileHandlers = {
  async getProfile(request) {
    return ok(await request.server.profiles.get(requireUser(request).id), PROFILE_MESSAGES.profile);
  },

  async updateProfile(request) {
    const { profile, emailChanged } = await request.server.profiles.update(
      requireUser(request).id,
      request.body,
    );
    return ok(profile, emailChanged ? PROFILE_MESSAGES.updatedCheckEmail : PROFILE_MESSAGES.updated);
  },
} satisfies HandlersOf<'getProfile' | 'updateProfile'>;
