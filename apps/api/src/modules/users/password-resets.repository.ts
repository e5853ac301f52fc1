import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { singleUseTokens } from './single-use-tokens.js';

/** SQL of the forgot-password flow: one OTP per user, then single-use reset tokens (both stored hashed). */
export function createPasswordResetsRepository(db: Kysely<Database>) {
  const resetTokens = singleUseTokens(db, 'password_resets');
  return {
    findOtp: (userId: string) =>
      db.selectFrom('password_otps').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** A new OTP replaces the previous one (and its count of wrong tries). */
    async replaceOtp(
      userId: string,
      email: string,
      otpHash: string,
      sentAt: number,
      expiresAt: number,
    ): Promise<void> {
      const values = { email, otp_hash: otpHash, expires_at: expiresAt, attempts: 0, sent_at: sentAt };
      await db
        .insertInto('password_otps')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
    },

    /**
     * Takes one of the code's tries before it is compared, in one conditional update: of N parallel guesses
     * only the first `maxAttempts` get a try (ADR 0090). False when no try is left.
     */
    async takeTry(userId: string, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('password_otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the OTP if it is still the one that was checked; false when someone else used it first. */
    async consumeOtp(userId: string, otpHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('password_otps')
        .where('user_id', '=', userId)
        .where('otp_hash', '=', otpHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    insertResetToken: resetTokens.insert,

    /** The address changed: its code and reset tokens stop working. */
    async deleteAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom('password_otps').where('user_id', '=', userId).execute();
      await resetTokens.deleteAllOfUser(userId);
    },

    /** Uses a reset token once; returns its user, or null when it is unknown, used or expired. */
    consumeResetToken: resetTokens.consume,
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
