import {
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from '../../auth/account-rules.js';
import { hashCode, hashToken, newNumericCode, newOpaqueToken } from '../../auth/opaque-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { ensureNotLimited, type AccountLimiters } from '../../auth/rate-limits.js';
import { invalidField } from '../../http/errors.js';
import { passwordOtpMail } from '../../mail/account-mails.js';
import type { Mailer } from '../../mail/mailer.js';
import { normaliseEmail } from './accounts.service.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';
import type { SessionsService } from './sessions.service.js';
import type { UsersRepository } from './users.repository.js';

export const RESET_MESSAGES = {
  otpSent: 'OTP sent to your email!',
  wrongOtp: 'Invalid OTP. Please try again.',
  expiredOtp: 'The OTP has expired. Please request a new one.',
  deadOtp: 'Too many wrong attempts. Please request a new OTP.',
  otpVerified: 'OTP verified successfully!',
  mismatch: 'Passwords must match',
  invalidToken: 'Invalid token. Please try again.',
  passwordReset: 'Password reset successfully!',
} as const;

interface Dependencies {
  users: UsersRepository;
  resets: PasswordResetsRepository;
  sessions: SessionsService;
  mailer: Mailer;
  limiters: AccountLimiters;
  /** Keys the OTP hashes (see hashCode). */
  secret: string;
  now: () => number;
}

/** D12: forgot password -> 6-digit OTP by mail -> single-use reset token -> new password, all sessions end. */
export function createPasswordResetService(deps: Dependencies) {
  const { users, resets, sessions, mailer, limiters, secret, now } = deps;

  return {
    /** Same answer whether or not the address has an account; at most one OTP a minute per address. */
    async requestOtp(rawEmail: string): Promise<void> {
      const email = normaliseEmail(rawEmail);
      ensureNotLimited(limiters.otpRequests, email);
      limiters.otpRequests.record(email);
      const user = await users.findByEmail(email);
      if (!user) return;
      const previous = await resets.findOtp(user.id);
      // After a restart the in-memory limit is empty: the stored send time still keeps to one a minute
      // (silently, so this path answers like every other).
      if (previous && now() - previous.sent_at < OTP_RESEND_INTERVAL_MS) return;
      const otp = newNumericCode(OTP_DIGITS);
      await resets.replaceOtp(user.id, hashCode(otp, user.id, secret), now(), now() + OTP_TTL_MS);
      await mailer.send(passwordOtpMail(user.email, otp));
    },

    /** A wrong or expired OTP is a 422 on `otp` (never 401/403, which would sign the browser out). */
    async verifyOtp(rawEmail: string, otp: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      ensureNotLimited(limiters.otpChecks, email);
      limiters.otpChecks.record(email);
      const user = await users.findByEmail(email);
      const stored = user ? await resets.findOtp(user.id) : undefined;
      if (!user || !stored) throw invalidField('otp', RESET_MESSAGES.wrongOtp);
      if (stored.attempts >= OTP_MAX_ATTEMPTS) throw invalidField('otp', RESET_MESSAGES.deadOtp);
      if (stored.expires_at <= now()) throw invalidField('otp', RESET_MESSAGES.expiredOtp);
      const presented = hashCode(otp, user.id, secret);
      if (presented !== stored.otp_hash || !(await resets.consumeOtp(user.id, presented))) {
        await resets.countWrongTry(user.id);
        const deadNow = stored.attempts + 1 >= OTP_MAX_ATTEMPTS;
        throw invalidField('otp', deadNow ? RESET_MESSAGES.deadOtp : RESET_MESSAGES.wrongOtp);
      }
      const token = newOpaqueToken();
      await resets.insertResetToken(hashToken(token), user.id, now() + RESET_TOKEN_TTL_MS);
      return token;
    },

    async resetPassword(token: string, newPassword: string, confirmPassword: string): Promise<void> {
      if (newPassword !== confirmPassword) throw invalidField('confirmPassword', RESET_MESSAGES.mismatch);
      const userId = await resets.consumeResetToken(hashToken(token), now());
      if (!userId) throw invalidField('token', RESET_MESSAGES.invalidToken);
      // The OTP came through the mailbox, which proves the address: a reset also verifies it.
      await users.update(userId, {
        password_hash: await hashPassword(newPassword),
        email_verified: 1,
        updated_at: now(),
      });
      await sessions.revokeAll(userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
