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
function usernameBaseFromEmail(email: string): string {
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

/** The answer when an address's account is already linked to another Google identity (ADR 0051). */
const LINKED_ELSEWHERE_MESSAGE =
  'This email belongs to an account that is linked to another Google account. Sign in with that Google ' +
  'account or with your password.';

export class GoogleLinkConflictError extends Error {
  readonly statusCode = 409;
  constructor() {
    super(LINKED_ELSEWHERE_MESSAGE);
  }
}

export interface GoogleAccountsDependencies {
  users: UsersRepository;
  /** Ends every sign-in of an account (linking hands it to whoever holds the Google identity). */
  revokeSessions: (userId: string) => Promise<void>;
  /** Drops an unverified registration of an address Google has now proven (it cannot have been used). */
  deleteUser: (userId: string) => Promise<void>;
}

/**
 * The account a verified Google identity signs in to (D11, ADR 0051): the one already linked to it;
 * else the verified account with the same email, now linked, with every other sign-in of it ended; else a new,
 * verified account. An unverified account with that email is never linked: nobody proved the address, so its
 * registration is dropped (unverified accounts cannot sign in, so it holds nothing) and a new account is made.
 * An account already linked to another Google identity is never relinked.
 */
export async function accountForGoogleIdentity(
  deps: GoogleAccountsDependencies,
  identity: GoogleIdentity,
  now: number,
): Promise<UserRow> {
  const { users } = deps;
  const linked = await users.findByGoogleSub(identity.sub);
  if (linked) {
    await users.update(linked.id, { google_auth_at: now });
    return { ...linked, google_auth_at: now };
  }

  const email = identity.email.toLowerCase();
  const sameEmail = await users.findByEmail(email);
  if (sameEmail && sameEmail.google_sub !== null) throw new GoogleLinkConflictError();
  if (sameEmail && sameEmail.email_verified === 1) {
    const changes = { google_sub: identity.sub, google_auth_at: now, updated_at: now };
    await users.update(sameEmail.id, changes);
    await deps.revokeSessions(sameEmail.id);
    return { ...sameEmail, ...changes };
  }
  if (sameEmail) await deps.deleteUser(sameEmail.id);

  for (let attempt = 0; ; attempt += 1) {
    const row: UserRow = {
      id: newId(),
      username: await freeUsername(users, usernameBaseFromEmail(email)),
      email,
      password_hash: null,
      google_sub: identity.sub,
      email_verified: 1,
      pending_email: null,
      google_auth_at: now,
      first_name: identity.givenName,
      last_name: identity.familyName,
      phone_number: '',
      avatar_key: null,
      avatar_id: null,
      created_at: now,
      updated_at: now,
      blog_count: 0,
      liked_blog_count: 0,
      role: 'learner',
      email_notifications: 1,
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
