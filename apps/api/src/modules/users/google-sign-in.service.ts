import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config.js';
import { accountForGoogleIdentity, GoogleLinkConflictError } from './google-accounts.js';
import type { SessionsService, SessionTokens } from './sessions.service.js';
import type { UsersRepository } from './users.repository.js';

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not set up on this server (GOOGLE_CLIENT_ID is not set).',
  cancelled: 'Google sign-in was cancelled.',
  expired: 'Your Google sign-in took too long or was started elsewhere. Please try again.',
  unverifiedEmail: 'Your Google account has no verified email address.',
  failed: 'Google Sign in Failed please try again.',
} as const;

/** What the browser keeps (in a signed cookie) between the start and the callback. */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
}

export class GoogleSignInError extends Error {}

interface Dependencies {
  google: AppConfig['google'];
  appOrigin: string;
  users: UsersRepository;
  sessions: SessionsService;
  now: () => number;
  log: FastifyBaseLogger;
}

/** D11: authorization code + PKCE + state against GOOGLE_ISSUER (any OpenID Connect provider). */
export function createGoogleSignInService(deps: Dependencies) {
  const { google, users, sessions, now, log } = deps;
  const redirectUri = `${deps.appOrigin}/api/v1/users/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(clientId: string): Promise<oidc.Configuration> {
    // Discovery once, kept; a failure is not kept, so the next sign-in tries again.
    discovered ??= oidc
      .discovery(new URL(google.issuer), clientId, google.clientSecret, undefined, {
        // Plain http only for a local test or development provider.
        execute: google.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  function requireClientId(): string {
    if (!google.clientId) throw new GoogleSignInError(GOOGLE_MESSAGES.notConfigured);
    return google.clientId;
  }

  return {
    isConfigured: () => Boolean(google.clientId),

    async start(): Promise<{ authorizationUrl: string; pending: PendingSignIn }> {
      const config = await configuration(requireClientId());
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: url.href, pending };
    },

    async finish(
      query: Record<string, string | undefined>,
      pending: PendingSignIn | undefined,
    ): Promise<SessionTokens> {
      const config = await configuration(requireClientId());
      if (query.error) throw new GoogleSignInError(GOOGLE_MESSAGES.cancelled);
      if (!pending) throw new GoogleSignInError(GOOGLE_MESSAGES.expired);
      const callbackUrl = new URL(redirectUri);
      for (const [name, value] of Object.entries(query))
        if (value !== undefined) callbackUrl.searchParams.set(name, value);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        log.warn({ err: error }, 'Google sign-in: code exchange refused');
        throw new GoogleSignInError(GOOGLE_MESSAGES.failed);
      }
      if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) {
        throw new GoogleSignInError(GOOGLE_MESSAGES.unverifiedEmail);
      }
      let user;
      try {
        user = await accountForGoogleIdentity(
          { users, revokeSessions: sessions.revokeAll, deleteUser: users.delete },
          {
            sub: claims.sub,
            email: claims.email,
            givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
            familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
          },
          now(),
        );
      } catch (error) {
        // A browser redirect, not a fetch: the 409 reaches the learner as the error page with its message.
        if (error instanceof GoogleLinkConflictError) throw new GoogleSignInError(error.message);
        throw error;
      }
      return sessions.start(user.id);
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
