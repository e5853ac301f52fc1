import { hkdfSync } from 'node:crypto';

/** What a key signs; each gets its own key, so one leaking (or being misused) does not give the others. */
export type KeyPurpose = 'access-token' | 'cookie' | 'otp' | 'media-link' | 'unsubscribe';

const SALT = 'devlearn';

/**
 * ADR 0089: one key per purpose derived from JWT_SECRET with HKDF-SHA256 (info `devlearn:<purpose>`),
 * 32 bytes, base64url. The same secret on every server gives the same keys.
 */
export function purposeKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `devlearn:${purpose}`, 32)).toString('base64url');
}
