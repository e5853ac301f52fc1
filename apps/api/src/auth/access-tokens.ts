import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AuthUser } from './request-user.js';

/** D10: access tokens are JWTs with an `exp` claim, valid 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'devlearn';
const ALGORITHM = 'HS256';
// Verified tokens remembered (token -> user and expiry): a few per signed-in client of this process.
const VERIFIED_TOKENS_KEPT = 1000;

export interface AccessTokens {
  /** `sessionId` names the sign-in (refresh-token family) the token belongs to (ADR 0110). */
  issue(userId: string, sessionId?: string): Promise<string>;
  /** The user the token proves, or null when it is malformed, forged or expired. */
  verify(token: string): AuthUser | null;
}

interface VerifiedToken {
  user: AuthUser;
  /** The `exp` claim, epoch seconds. */
  expiresAt: number;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Access tokens hold nothing but who, which sign-in and until when (no session is looked up), so verifying
 * one is a pure function of the token and the clock. It is done synchronously (ADR 0065): one
 * HMAC-SHA256 of the pinned algorithm, compared in constant time, then the claims jose checked before (issuer,
 * expiry, not before). A valid token is remembered in a small LRU until its `exp`, so a client's next
 * requests cost a map lookup; the expiry is checked again on every hit.
 */
export function createAccessTokens(
  secret: string,
  options: { nowSeconds?: () => number; verifiedTokensKept?: number } = {},
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const kept = options.verifiedTokensKept ?? VERIFIED_TOKENS_KEPT;
  const verified = new Map<string, VerifiedToken>();

  function check(token: string): VerifiedToken | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header = '', payload = '', signature = ''] = parts;
    const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    // Only the canonical encoding of the right bytes: no padding, no trailing bits, no other characters.
    if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
    if (!timingSafeEqual(given, expected)) return null;
    const protectedHeader = decodeJson(header);
    // The one algorithm we sign with; any critical extension is refused (jose did so for unknown ones).
    if (!isRecord(protectedHeader) || protectedHeader.alg !== ALGORITHM || 'crit' in protectedHeader)
      return null;
    const claims = decodeJson(payload);
    if (!isRecord(claims) || claims.iss !== ISSUER || typeof claims.sub !== 'string') return null;
    const now = nowSeconds();
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    if (claims.sid !== undefined && typeof claims.sid !== 'string') return null;
    const user: AuthUser =
      claims.sid === undefined ? { id: claims.sub } : { id: claims.sub, sessionId: claims.sid };
    return { user, expiresAt: claims.exp };
  }

  return {
    issue: (userId, sessionId) =>
      new SignJWT(sessionId === undefined ? {} : { sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    verify(token) {
      const remembered = verified.get(token);
      if (remembered) {
        verified.delete(token);
        if (remembered.expiresAt <= nowSeconds()) return null;
        verified.set(token, remembered);
        return { ...remembered.user };
      }
      const fresh = check(token);
      if (!fresh) return null;
      verified.set(token, fresh);
      if (verified.size > kept) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      return { ...fresh.user };
    },
  };
}
