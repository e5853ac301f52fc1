import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** SQL of refresh tokens (stored hashed). */
export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async insert(token: {
      id: string;
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: number;
      createdAt: number;
      googleSignInAt: number | null;
    }): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          id: token.id,
          user_id: token.userId,
          family_id: token.familyId,
          token_hash: token.tokenHash,
          expires_at: token.expiresAt,
          used_at: null,
          revoked_at: null,
          created_at: token.createdAt,
          google_sign_in_at: token.googleSignInAt,
        })
        .execute();
    },

    findByHash: (tokenHash: string) =>
      db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Marks the token used if nobody did first; false means it was already used (a replay or a race). */
    async markUsed(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** When the user's live sign-in `familyId` started at Google; undefined for any other sign-in. */
    async googleSignInOf(userId: string, familyId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('google_sign_in_at')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('google_sign_in_at', 'is not', null)
        .executeTakeFirst();
      return row?.google_sign_in_at ?? undefined;
    },

    async revokeFamily(familyId: string, now: number): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllOfUser(userId: string, now: number): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Housekeeping: tokens past their expiry are useless; keep the table small. */
    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
