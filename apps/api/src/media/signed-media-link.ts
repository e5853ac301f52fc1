import { createHmac, timingSafeEqual } from 'node:crypto';
import { VIDEO_LINK_TTL_SECONDS } from './media-limits.js';

/**
 * Signed, expiring links to media (D15): `/media/{key}?expires={epochSeconds}&signature={hmac}`. The HMAC
 * covers the key and the expiry, so neither can be changed without the server's secret.
 */
export interface MediaLinkSigner {
  /** A link to `key` valid for the signer's lifetime from `nowMs`. */
  sign(key: string, nowMs?: number): string;
  /** True only for an untampered link that has not expired at `nowMs`. */
  verify(key: string, expires: unknown, signature: unknown, nowMs?: number): boolean;
}

export function createMediaLinkSigner(
  secret: string | Buffer,
  ttlSeconds: number = VIDEO_LINK_TTL_SECONDS,
): MediaLinkSigner {
  // A key of its own, derived from the app secret, so media links never share a key with the JWTs.
  const linkKey = createHmac('sha256', secret).update('devlearn media links').digest();
  const signatureOf = (key: string, expires: number) =>
    createHmac('sha256', linkKey).update(`${key}\n${expires}`).digest('base64url');

  return {
    sign(key, nowMs = Date.now()) {
      const expires = Math.floor(nowMs / 1000) + ttlSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(key, expires) });
      return `/media/${key}?${query.toString()}`;
    },
    verify(key, expires, signature, nowMs = Date.now()) {
      const expiresAt = typeof expires === 'string' ? Number(expires) : expires;
      if (typeof expiresAt !== 'number' || !Number.isSafeInteger(expiresAt)) return false;
      if (typeof signature !== 'string' || expiresAt * 1000 <= nowMs) return false;
      const expected = Buffer.from(signatureOf(key, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
