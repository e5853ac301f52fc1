import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** SQL of the single-use email verification links (stored hashed). */
export function createEmailVerificationsRepository(db: Kysely<Database>) {
  return {
    async insert(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
      await db
        .insertInto('email_verifications')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null })
        .execute();
    },

    /**
     * Uses the link if it is unused and unexpired, and returns its user; null otherwise. One conditional
     * update, so a link clicked twice at once verifies once.
     */
    async consume(tokenHash: string, now: number): Promise<string | null> {
      const row = await db
        .selectFrom('email_verifications')
        .select(['user_id'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      const result = await db
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? row.user_id : null;
    },

    /** A new link replaces the old ones, so only the newest mail works. */
    async retireAllOfUser(userId: string, now: number): Promise<void> {
      await db
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;
