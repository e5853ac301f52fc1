import type { components } from '@devlearn/api-client/contract';
import { FRESH_GOOGLE_SIGN_IN_MS } from '../../auth/account-rules.js';
import { verifyPassword } from '../../auth/passwords.js';
import { takeAttempt, type AccountLimiters } from '../../auth/rate-limits.js';
import { conflict, invalidField, unauthorized } from '../../http/errors.js';
import { ACCOUNT_MESSAGES, normaliseEmail } from '../users/accounts.service.js';
import type { SessionTokens } from '../users/sessions.service.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';

export type ProfileResponse = components['schemas']['Profile'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export const PROFILE_MESSAGES = {
  profile: 'Profile',
  updated: 'Profile updated successfully!',
  /** D36: the new address is not taken until its link is opened. */
  checkNewEmail: (newEmail: string, currentEmail: string) =>
    `Check ${newEmail} to confirm your new email. Until then, sign in with ${currentEmail}.`,
  passwordNeeded: 'Enter your current password to change your email',
  wrongPassword: 'Current password is incorrect',
  googleSignInNeeded: 'Sign in with Google again, then change your email within 10 minutes',
} as const;

function toProfile(row: UserRow): ProfileResponse {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    pendingEmail: row.pending_email,
    emailNotifications: row.email_notifications === 1,
  };
}

interface Dependencies {
  users: UsersRepository;
  limiters: AccountLimiters;
  /** Mails the new address its link and the old one a notice, ends the other sign-ins (D36). */
  requestEmailChange: (user: UserRow, newEmail: string) => Promise<SessionTokens>;
  /** When the caller's sign-in started at Google, if it did (ADR 0110). */
  googleSignInOf: (userId: string, sessionId: string) => Promise<number | undefined>;
  now: () => number;
}

export interface ProfileUpdateResult {
  profile: ProfileResponse;
  message: string;
  /** A fresh sign-in for this browser when the email change ended the others. */
  session?: SessionTokens;
}

/** Spec section 5, D25 and D36: names of 2+ characters, a valid email, a 10-digit phone, at least one field. */
export function createProfileService(deps: Dependencies) {
  const { users, limiters, requestEmailChange, now } = deps;
  async function load(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row) throw unauthorized();
    return row;
  }

  /**
   * ADR 0052: a stolen access token alone cannot move the account to another address. The password is
   * counted like a sign-in (D13), so this is no way around the sign-in throttle either. A Google-only account
   * needs a recent Google sign-in of the calling session itself, not of the account (ADR 0110).
   */
  async function authoriseEmailChange(
    user: UserRow,
    currentPassword: string | undefined,
    sessionId: string | undefined,
  ): Promise<void> {
    if (user.password_hash === null) {
      const signedInAt = sessionId ? await deps.googleSignInOf(user.id, sessionId) : undefined;
      const fresh = signedInAt !== undefined && now() - signedInAt <= FRESH_GOOGLE_SIGN_IN_MS;
      if (!fresh) throw invalidField('email', PROFILE_MESSAGES.googleSignInNeeded);
      return;
    }
    if (!currentPassword) throw invalidField('currentPassword', PROFILE_MESSAGES.passwordNeeded);
    await takeAttempt(limiters.failedSignIns, user.email);
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw invalidField('currentPassword', PROFILE_MESSAGES.wrongPassword);
    }
    await limiters.failedSignIns.reset(user.email);
  }

  return {
    get: async (userId: string) => toProfile(await load(userId)),

    /** `sessionId`: the caller's sign-in, as its access token names it. */
    async update(userId: string, update: ProfileUpdate, sessionId?: string): Promise<ProfileUpdateResult> {
      const current = await load(userId);
      const requested = update.email === undefined ? undefined : normaliseEmail(update.email);
      const emailChange = requested !== undefined && requested !== current.email ? requested : undefined;
      if (emailChange !== undefined) {
        await authoriseEmailChange(current, update.currentPassword, sessionId);
        // Like Resend Mail (D13): a few links per account and per target address, so nobody is mail-bombed.
        await takeAttempt(limiters.verificationMails, `change:${current.id}`);
        await takeAttempt(limiters.verificationMails, emailChange);
        if (await users.findByEmail(emailChange)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      }
      const changes = {
        first_name: update.firstName ?? current.first_name,
        last_name: update.lastName ?? current.last_name,
        phone_number: update.phoneNumber ?? current.phone_number,
        // "Email me about replies and mentions" (issue 42); a digest already due is dropped when it is sent.
        email_notifications:
          update.emailNotifications === undefined
            ? current.email_notifications
            : update.emailNotifications
              ? 1
              : 0,
        // Asking for the current address again cancels a waiting change.
        pending_email: emailChange ?? (requested === current.email ? null : current.pending_email),
        updated_at: now(),
      };
      await users.update(userId, changes);
      const updated = { ...current, ...changes };
      if (emailChange === undefined)
        return { profile: toProfile(updated), message: PROFILE_MESSAGES.updated };
      const session = await requestEmailChange(updated, emailChange);
      return {
        profile: toProfile(updated),
        message: PROFILE_MESSAGES.checkNewEmail(emailChange, current.email),
        session,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
