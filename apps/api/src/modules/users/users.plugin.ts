import fp from 'fastify-plugin';
import { purposeKey } from '../../auth/purpose-keys.js';
import { createAccountsService, type AccountsService } from './accounts.service.js';
import { createEmailVerificationsRepository } from './email-verifications.repository.js';
import { PRUNE_INTERVAL_MS, pruneExpiredSecrets } from './expired-secrets.js';
import { createGoogleLandingsRepository } from './google-landings.repository.js';
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
    // Read at each call, so a test can move the clock (the 60 s of a Google landing, ADR 0110).
    const now = () => Date.now();
    const users = createUsersRepository(app.db);
    const resets = createPasswordResetsRepository(app.db);
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
        resets,
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
        resets,
        sessions,
        mailer: app.mailer,
        limiters: app.accountLimiters,
        secret: purposeKey(app.config.jwtSecret, 'otp'),
        now,
      }),
    );
    app.decorate(
      'googleSignIn',
      createGoogleSignInService({
        google: app.config.google,
        appOrigin: app.config.appOrigin,
        users,
        landings: createGoogleLandingsRepository(app.db),
        sessions,
        now,
        log: app.log,
      }),
    );
    if (!app.config.google.clientId) app.log.info('Google sign-in is off: GOOGLE_CLIENT_ID is not set');

    // Expired sessions, codes and links are deleted every hour (ADR 0089).
    const pruner = setInterval(() => {
      pruneExpiredSecrets(app.db, now()).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not prune expired sessions and tokens'),
      );
    }, PRUNE_INTERVAL_MS);
    pruner.unref();
    app.addHook('onClose', async () => clearInterval(pruner));
  },
  { name: 'users', dependencies: ['database', 'mail', 'account-limiters'] },
);
