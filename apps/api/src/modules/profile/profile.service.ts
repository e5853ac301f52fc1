import type { components } from '@devlearn/api-client/contract';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, unauthorized } from '../../http/errors.js';
import { ACCOUNT_MESSAGES, normaliseEmail } from '../users/accounts.service.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';

export type ProfileResponse = components['schemas']['Profile'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export const PROFILE_MESSAGES = {
  profile: 'Profile',
  updated: 'Profile updated successfully!',
  updatedCheckEmail:
    'Profile updated successfully! Please verify your new email address with the link we sent.',
} as const;

function toProfile(row: UserRow): ProfileResponse {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
  };
}

interface Dependencies {
  users: UsersRepository;
  /** Mails a verification link to the user's (new) address. */
  sendVerificationLink: (user: UserRow) => Promise<void>;
  now: () => number;
}

/** Spec section 5 and D25: names of 2+ characters, a valid email, a 10-digit phone, at least one field. */
export function createProfileService({ users, sendVerificationLink, now }: Dependencies) {
  async function load(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row) throw unauthorized();
    return row;
  }

  return {
    get: async (userId: string) => toProfile(await load(userId)),

    /**
     * A new email must be free (409) and is unverified until its link is used: otherwise anyone could claim
     * an address they do not own, and a later Google sign-in with it would be linked to their account (D11).
     */
    async update(
      userId: string,
      update: ProfileUpdate,
    ): Promise<{ profile: ProfileResponse; emailChanged: boolean }> {
      const current = await load(userId);
      const email = update.email === undefined ? current.email : normaliseEmail(update.email);
      const emailChanged = email !== current.email;
      if (emailChanged && (await users.findByEmail(email))) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      const changes = {
        first_name: update.firstName ?? current.first_name,
        last_name: update.lastName ?? current.last_name,
        phone_number: update.phoneNumber ?? current.phone_number,
        email,
        email_verified: emailChanged ? (0 as const) : current.email_verified,
        updated_at: now(),
      };
      try {
        await users.update(userId, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        throw error;
      }
      const updated = { ...current, ...changes };
      if (emailChanged) await sendVerificationLink(updated);
      return { profile: toProfile(updated), emailChanged };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
