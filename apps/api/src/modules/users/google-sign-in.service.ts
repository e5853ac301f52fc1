import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { GOOGLE_LANDING_TTL_MS } from '../../auth/account-rules.js';
import { hashToken, newOpaqueToken } from '../../auth/opaque-tokens.js';
import type { AppConfig } from '../../config.js';
import { newId } from '../../db/ids.js';
import { invalidField } from '../../http/errors.js';
import { accountForGoogleIdentity, GoogleLinkConflictError } from './google-accounts.js';
import type { GoogleLandingsRepository } from './google-landings.repository.js';
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

/** The two values of the landing URL `/auth/google/{accessCode}/{refreshCode}` (ADR 0110). */
export interface GoogleLandingCodes {
  accessCode: string;
  refreshCode: string;
}

export class GoogleSignInError extends Error {}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface Dependencies {
  google: AppConfig['google'];
  appOrigin: string;
  users: UsersRepository;
  landings: GoogleLandingsRepository;
  sessions: SessionsService;
  now: () => number;
  log: FastifyBaseLogger;
}

/** D11: authorization code + PKCE + state against GOOGLE_ISSUER (any OpenID Connect provider). */
export function createGoogleSignInService(deps: Dependencies) {
  const { google, users, landings, sessions, now, log } = deps;
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
    ): Promise<GoogleLandingCodes> {
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
      // ADR 0110: the browser lands with one-time codes; the sign-in (its family) starts when they are spent.
      const codes: GoogleLandingCodes = { accessCode: newOpaqueToken(), refreshCode: newOpaqueToken() };
      const at = now();
      await landings.insert({
        access_code_hash: hashToken(codes.accessCode),
        refresh_code_hash: hashToken(codes.refreshCode),
        user_id: user.id,
        family_id: newId(),
        signed_in_at: at,
        expires_at: at + GOOGLE_LANDING_TTL_MS,
        used_at: null,
      });
      return codes;
    },

    /**
     * The landing page's POST (ADR 0110): both codes of one landing, unused and within a minute, start the
     * sign-in the callback prepared. Codes presented a second time also end that sign-in (RFC 6749 section
     * 4.1.2): if someone else spent them first, their session dies when the learner's page tries.
     */
    async exchange(codes: GoogleLandingCodes): Promise<SessionTokens & { userId: string }> {
      const refused = invalidField('accessCode', GOOGLE_MESSAGES.failed);
      const accessCodeHash = hashToken(codes.accessCode);
      const row = await landings.findByAccessCodeHash(accessCodeHash);
      if (!row || !sameHash(row.refresh_code_hash, hashToken(codes.refreshCode))) throw refused;
      const at = now();
      if (row.expires_at <= at) throw refused;
      if (row.used_at !== null || !(await landings.markUsed(accessCodeHash, at))) {
        await sessions.revokeFamily(row.family_id);
        throw refused;
      }
      const tokens = await sessions.startFromGoogle(row.user_id, row.family_id, row.signed_in_at);
      return { userId: row.user_id, ...tokens };
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
