/**
 * Reads an access token's expiry from its JWT `exp` claim (spec section 4). The app never verifies the
 * signature (the server does); it only needs to know whether sending the token is still worth it.
 */

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `exp` claim in milliseconds since the epoch, or null when the token is missing or not a readable JWT. */
export function readTokenExpiry(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A missing or unreadable token counts as expired (spec section 4). */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiresAt = readTokenExpiry(token);
  return expiresAt === null || expiresAt <= now;
}
