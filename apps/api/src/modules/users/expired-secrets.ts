import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How often expired sessions, codes and links are deleted (ADR 0089). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can never be used again: expired or revoked refresh tokens, expired or spent verification and
 * reset links, expired OTPs and expired Google landing codes. A used refresh token is kept until it expires,
 * as reuse detection needs it.
 */
export async function pruneExpiredSecrets(db: Kysely<Database>, now: number): Promise<number> {
  const results = await Promise.all([
    db
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
      .executeTakeFirst(),
    db
      .deleteFrom('email_verifications')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
      .executeTakeFirst(),
    db
      .deleteFrom('password_resets')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
      .executeTakeFirst(),
    db.deleteFrom('password_otps').where('expires_at', '<=', now).executeTakeFirst(),
    // A spent landing code is kept until it expires, as replay detection needs it (ADR 0110).
    db.deleteFrom('google_landings').where('expires_at', '<=', now).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}
