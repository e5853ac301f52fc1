import { randomInt } from 'node:crypto';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

const USERNAME_MIN = 4;
const USERNAME_BASE_MAX = 24; // leaves room for a "_1234" suffix within the 30 characters of D8

/** D11: a unique username made from the email: `Ada.Lovelace+x@…` -> `ada.lovelace_x`. */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, USERNAME_BASE_MAX);
  if (base.length < USERNAME_MIN) base = `${base}${base ? '_' : ''}user`.slice(0, USERNAME_BASE_MAX);
  return base;
}

async function freeUsername(users: UsersRepository, base: string): Promise<string> {
  if (!(await users.findByUsername(base))) return base;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${base}_${randomInt(1000, 10000)}`;
    if (!(await users.findByUsername(candidate))) return candidate;
  }
  return `${base}_${newId().slice(0, 5)}`;
}

/**
 * The account a verified Google identity signs in to (D11): the one already linked to it; else the account with
 * the same email, now linked (not duplicated); else a new, verified account.
 */
export async function accountForGoogleIdentity(
  users: UsersRepository,
  identity: GoogleIdentity,
  now: number,
): Promise<UserRow> {
  const linked = await users.findByGoogleSub(identity.sub);
  if (linked) return linked;

  const email = identity.email.toLowerCase();
  const sameEmail = await users.findByEmail(email);
  if (sameEmail) {
    // Google has proved the address. If this account never did, its password was set by someone who never
    // proved it either (possibly not the owner), so it stops working: the owner signs in with Google or resets.
    const changes = {
      google_sub: identity.sub,
      email_verified: 1 as const,
      updated_at: now,
      ...(sameEmail.email_verified === 0 ? { password_hash: null } : {}),
    };
    await users.update(sameEmail.id, changes);
    return { ...sameEmail, ...changes };
  }

  for (let attempt = 0; ; attempt += 1) {
    const row: UserRow = {
      id: newId(),
      username: await freeUsername(users, usernameBaseFromEmail(email)),
      email,
      password_hash: null,
      google_sub: identity.sub,
      email_verified: 1,
      first_name: identity.givenName,
      last_name: identity.familyName,
      phone_number: '',
      avatar_key: null,
      avatar_id: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await users.insert(row);
      return row;
    } catch (error) {
      // Another sign-in took the same username (or this identity) at the same moment: look again.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
      const raced = await users.findByGoogleSub(identity.sub);
      if (raced) return raced;
    }
  }
}
