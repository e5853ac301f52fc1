import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { singleUseTokens } from './single-use-tokens.js';

/** SQL of the single-use email verification links (stored hashed). */
export function createEmailVerificationsRepository(db: Kysely<Database>) {
  const links = singleUseTokens(db, 'email_verifications');
  return {
    ...links,

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
