import fp from 'fastify-plugin';
import { createUsersRepository } from '../users/users.repository.js';
import { createAvatarRepository } from './avatar.repository.js';
import { createAvatarService, type AvatarService } from './avatar.service.js';
import { createProfileService, type ProfileService } from './profile.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfileService;
    avatars: AvatarService;
  }
}

export const profilePlugin = fp(
  async (app) => {
    const users = createUsersRepository(app.db);
    app.decorate(
      'profiles',
      createProfileService({
        users,
        limiters: app.accountLimiters,
        requestEmailChange: app.accounts.requestEmailChange,
        googleSignInOf: app.sessions.googleSignInOf,
        now: () => Date.now(),
      }),
    );
    app.decorate(
      'avatars',
      createAvatarService({ users, avatars: createAvatarRepository(app.db), now: Date.now }),
    );
  },
  { name: 'profile', dependencies: ['users'] },
);
