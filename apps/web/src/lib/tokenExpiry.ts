import { decodeJwt } from 'jose';

/**
 * Reads an access token's expiry from its JWT `exp` claim (spec section 4). The app never verifies the
 * signature (the server does); it only needs to know whether sending the token is still worth it.
 */

/** The `exp` claim in milliseconds since the epoch, or null when the token is missing or not a readable JWT. */
export function readTokenExpiry(token: string | null | undefined): number | null {
  try {
    const { exp } = decodeJwt(token ?? '');
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A missing or unreadable token counts as expired (spec section 4). */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiresAt = readTokenExpiry(token);
  return expiresAt === null || expiresAt <= now;
}
