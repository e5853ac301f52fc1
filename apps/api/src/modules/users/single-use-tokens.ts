import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The tables of hashed, single-use, expiring tokens (email verification links, password reset tokens). */
type SingleUseTokenTable = 'email_verifications' | 'password_resets';

/** Whom a spent token was for: the account, and the address it was sent to (ADR 0090). */
export interface SpentToken {
  userId: string;
  email: string;
}

/** Stores and spends the hashed single-use tokens of one table. */
export function singleUseTokens(db: Kysely<Database>, table: SingleUseTokenTable) {
  return {
    async insert(tokenHash: string, userId: string, email: string, expiresAt: number): Promise<void> {
      await db
        .insertInto(table)
        .values({ token_hash: tokenHash, user_id: userId, email, expires_at: expiresAt, used_at: null })
        .execute();
    },

    /**
     * Uses the token if it is unused and unexpired, and says whom it was for; null otherwise. The final update
     * is conditional, so a token presented twice at once is spent once.
     */
    async consume(tokenHash: string, now: number): Promise<SpentToken | null> {
      const row = await db
        .selectFrom(table)
        .select(['user_id', 'email'])
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
      return Number(result.numUpdatedRows) === 1 ? { userId: row.user_id, email: row.email } : null;
    },

    /** Every token of the user stops working (their address changed). */
    async deleteAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom(table).where('user_id', '=', userId).execute();
    },
  };
}
