import type { AccessTokens } from '../../auth/access-tokens.js';
import { REFRESH_TOKEN_TTL_MS } from '../../auth/account-rules.js';
import { hashToken, newOpaqueToken } from '../../auth/opaque-tokens.js';
import { newId } from '../../db/ids.js';
import { unauthorized } from '../../http/errors.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { UsersRepository } from './users.repository.js';

export const INVALID_REFRESH_TOKEN_MESSAGE = 'Invalid refresh token. Please Login!';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

interface Dependencies {
  sessions: SessionsRepository;
  users: UsersRepository;
  accessTokens: AccessTokens;
  now: () => number;
}

/**
 * D10: a sign-in is a family of refresh tokens. Each refresh uses one up and issues the next; presenting a
 * used one means it was copied, so the whole family is revoked and both holders must sign in again.
 */
export function createSessionsService({ sessions, users, accessTokens, now }: Dependencies) {
  async function issue(
    userId: string,
    familyId: string,
    googleSignInAt: number | null,
  ): Promise<SessionTokens> {
    const refreshToken = newOpaqueToken();
    const issuedAt = now();
    await sessions.insert({
      id: newId(),
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: issuedAt + REFRESH_TOKEN_TTL_MS,
      createdAt: issuedAt,
      googleSignInAt,
    });
    return { accessToken: await accessTokens.issue(userId, familyId), refreshToken };
  }

  return {
    /** A new sign-in: a new family. */
    start: (userId: string) => issue(userId, newId(), null),

    /** The sign-in a Google callback prepared (ADR 0110): its family and when Google vouched for the user. */
    startFromGoogle: (userId: string, familyId: string, signedInAt: number) =>
      issue(userId, familyId, signedInAt),

    /** When the sign-in `sessionId` of the user started at Google, if it did and is still live (ADR 0110). */
    googleSignInOf: (userId: string, sessionId: string) => sessions.googleSignInOf(userId, sessionId),

    async rotate(refreshToken: string): Promise<SessionTokens & { userId: string }> {
      const row = await sessions.findByHash(hashToken(refreshToken));
      const at = now();
      if (!row || row.revoked_at !== null || row.expires_at <= at)
        throw unauthorized(INVALID_REFRESH_TOKEN_MESSAGE);
      if (row.used_at !== null || !(await sessions.markUsed(row.id, at))) {
        await sessions.revokeFamily(row.family_id, at);
        throw unauthorized(INVALID_REFRESH_TOKEN_MESSAGE);
      }
      if (!(await users.findById(row.user_id))) throw unauthorized(INVALID_REFRESH_TOKEN_MESSAGE);
      return {
        userId: row.user_id,
        ...(await issue(row.user_id, row.family_id, row.google_sign_in_at)),
      };
    },

    /** Logout: the presented token's whole sign-in ends (unknown tokens are ignored: the goal is reached). */
    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await sessions.findByHash(hashToken(refreshToken));
      if (row) await sessions.revokeFamily(row.family_id, now());
    },

    /** Ends one sign-in (a Google landing code presented twice, ADR 0110). */
    revokeFamily: (familyId: string) => sessions.revokeFamily(familyId, now()),

    /** A password reset ends every sign-in of the user (D12). */
    revokeAll: (userId: string) => sessions.revokeAllOfUser(userId, now()),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
