import {
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from '../../auth/account-rules.js';
import { hashCode, hashToken, newNumericCode, newOpaqueToken } from '../../auth/opaque-tokens.js';
import { hashPassword } from '../../auth/passwords.js';
import { ensureNotLimited, takeAttempt, type AccountLimiters } from '../../auth/rate-limits.js';
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
      await ensureNotLimited(limiters.otpRequests, email);
      await limiters.otpRequests.record(email);
      const user = await users.findByEmail(email);
      // Nothing for an address nobody has proven (ADR 0090): a reset would verify it for whoever asked.
      if (!user || user.email_verified === 0) return;
      const previous = await resets.findOtp(user.id);
      // After a restart the in-memory limit is empty: the stored send time still keeps to one a minute
      // (silently, so this path answers like every other).
      if (previous && now() - previous.sent_at < OTP_RESEND_INTERVAL_MS) return;
      const otp = newNumericCode(OTP_DIGITS);
      await resets.replaceOtp(user.id, user.email, hashCode(otp, user.id, secret), now(), now() + OTP_TTL_MS);
      await mailer.send(passwordOtpMail(user.email, otp));
    },

    /** A wrong or expired OTP is a 422 on `otp` (never 401/403, which would sign the browser out). */
    async verifyOtp(rawEmail: string, otp: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      await takeAttempt(limiters.otpChecks, email);
      const user = await users.findByEmail(email);
      const stored = user ? await resets.findOtp(user.id) : undefined;
      // A code sent to another address than the account's current one is no code (ADR 0090).
      if (!user || !stored || stored.email !== user.email) throw invalidField('otp', RESET_MESSAGES.wrongOtp);
      if (stored.expires_at <= now()) throw invalidField('otp', RESET_MESSAGES.expiredOtp);
      // The try is taken before the comparison, in one conditional update: 20 parallel guesses get 5 tries.
      if (!(await resets.takeTry(user.id, OTP_MAX_ATTEMPTS)))
        throw invalidField('otp', RESET_MESSAGES.deadOtp);
      const presented = hashCode(otp, user.id, secret);
      if (presented !== stored.otp_hash || !(await resets.consumeOtp(user.id, presented))) {
        const after = await resets.findOtp(user.id);
        const deadNow = !after || after.attempts >= OTP_MAX_ATTEMPTS;
        throw invalidField('otp', deadNow ? RESET_MESSAGES.deadOtp : RESET_MESSAGES.wrongOtp);
      }
      const token = newOpaqueToken();
      await resets.insertResetToken(hashToken(token), user.id, user.email, now() + RESET_TOKEN_TTL_MS);
      return token;
    },

    async resetPassword(token: string, newPassword: string, confirmPassword: string): Promise<void> {
      if (newPassword !== confirmPassword) throw invalidField('confirmPassword', RESET_MESSAGES.mismatch);
      const spent = await resets.consumeResetToken(hashToken(token), now());
      const user = spent ? await users.findById(spent.userId) : undefined;
      // Bound to the address the code went to: after an email change the token is worth nothing.
      if (!spent || !user || user.email !== spent.email)
        throw invalidField('token', RESET_MESSAGES.invalidToken);
      await users.update(user.id, { password_hash: await hashPassword(newPassword), updated_at: now() });
      await sessions.revokeAll(user.id);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
