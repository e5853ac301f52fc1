import fp from 'fastify-plugin';
import { createAccountsService, type AccountsService } from './accounts.service.js';
import { createEmailVerificationsRepository } from './email-verifications.repository.js';
import { createGoogleSignInService, type GoogleSignInService } from './google-sign-in.service.js';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';
import { createPasswordResetsRepository } from './password-resets.repository.js';
import { createSessionsRepository } from './sessions.repository.js';
import { createSessionsService, type SessionsService } from './sessions.service.js';
import { createUsersRepository } from './users.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
    sessions: SessionsService;
    passwordReset: PasswordResetService;
    googleSignIn: GoogleSignInService;
  }
}

/** The account services (D8-D13), wired to the database, the mailer and the limits. */
export const usersPlugin = fp(
  async (app) => {
    const now = Date.now;
    const users = createUsersRepository(app.db);
    const sessions = createSessionsService({
      sessions: createSessionsRepository(app.db),
      users,
      accessTokens: app.accessTokens,
      now,
    });
    app.decorate('sessions', sessions);
    app.decorate(
      'accounts',
      createAccountsService({
        users,
        verifications: createEmailVerificationsRepository(app.db),
        sessions,
        mailer: app.mailer,
        limiters: app.accountLimiters,
        appOrigin: app.config.appOrigin,
        now,
        log: app.log,
      }),
    );
    app.decorate(
      'passwordReset',
      createPasswordResetService({
        users,
        resets: createPasswordResetsRepository(app.db),
        sessions,
        mailer: app.mailer,
        limiters: app.accountLimiters,
        secret: app.config.jwtSecret,
        now,
      }),
    );
    app.decorate(
      'googleSignIn',
      createGoogleSignInService({
        google: app.config.google,
        appOrigin: app.config.appOrigin,
        users,
        sessions,
        now,
        log: app.log,
      }),
    );
    if (!app.config.google.clientId) app.log.info('Google sign-in is off: GOOGLE_CLIENT_ID is not set');
  },
  { name: 'users', dependencies: ['database', 'mail', 'account-limiters'] },
);
