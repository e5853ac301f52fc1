import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { AuthUser } from './request-user.js';

/** D10: access tokens are JWTs with an `exp` claim, valid 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'devlearn';
const ALGORITHM = 'HS256';

export interface AccessTokens {
  issue(userId: string): Promise<string>;
  /** The user the token proves, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<AuthUser | null>;
}

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: [ALGORITHM] });
        return typeof payload.sub === 'string' ? { id: payload.sub } : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
