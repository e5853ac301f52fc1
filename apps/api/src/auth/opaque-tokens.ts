import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A random, URL-safe secret (verification links, refresh and reset tokens): 256 bits, 43 characters. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes: a stolen database gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A numeric one-time code with a uniform distribution (no modulo bias). */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * A 6-digit code has only a million values, so a plain hash is no protection: it is keyed with the server
 * secret and bound to the user, so a leaked table cannot be reversed offline.
 */
export function hashCode(code: string, userId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}
