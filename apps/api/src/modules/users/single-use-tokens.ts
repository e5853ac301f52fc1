import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The tables of hashed, single-use, expiring tokens (email verification links, password reset tokens). */
type SingleUseTokenTable = 'email_verifications' | 'password_resets';

/** Stores and spends the hashed single-use tokens of one table. */
export function singleUseTokens(db: Kysely<Database>, table: SingleUseTokenTable) {
  return {
    async insert(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
      await db
        .insertInto(table)
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null })
        .execute();
    },

    /**
     * Uses the token if it is unused and unexpired, and returns its user; null otherwise. The final update is
     * conditional, so a token presented twice at once is spent once.
     */
    async consume(tokenHash: string, now: number): Promise<string | null> {
      const row = await db
        .selectFrom(table)
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      const result = await db
        .updateTable(table)
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? row.user_id : null;
    },
  };
}
