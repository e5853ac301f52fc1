import type { FastifyBaseLogger } from 'fastify';
import { VERIFICATION_LINK_TTL_MS } from '../../auth/account-rules.js';
import { hashToken, newOpaqueToken } from '../../auth/opaque-tokens.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../auth/passwords.js';
import type { AccountLimiters } from '../../auth/rate-limits.js';
import { ensureNotLimited, takeAttempt } from '../../auth/rate-limits.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation, violatedColumn } from '../../db/unique-violation.js';
import { conflict, forbidden, invalidField, unauthorized } from '../../http/errors.js';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  emailVerificationLink,
  verificationMail,
} from '../../mail/account-mails.js';
import type { Mailer } from '../../mail/mailer.js';
import type { EmailVerificationsRepository } from './email-verifications.repository.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';
import type { SessionsService, SessionTokens } from './sessions.service.js';
import { toUserResponse, type UserResponse } from './user-presenter.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'Email is already registered',
  usernameTaken: 'Username is already taken',
  wrongCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before signing in. Check your inbox or resend the mail.',
  invalidLink: 'Invalid token. Please try again.',
  verified: 'Email verification successful. You can now login.',
  verificationSent: 'Verification link sent to your email!',
  verificationNotSent:
    'Your account was created, but the verification mail could not be sent. Please use Resend Mail.',
  signedIn: 'Signed in successfully',
} as const;

interface Dependencies {
  users: UsersRepository;
  verifications: EmailVerificationsRepository;
  resets: PasswordResetsRepository;
  sessions: SessionsService;
  mailer: Mailer;
  limiters: AccountLimiters;
  appOrigin: string;
  now: () => number;
  log: FastifyBaseLogger;
}

/** D8: emails and usernames are stored lowercase. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const normaliseUsername = (username: string) => username.trim().toLowerCase();

/** Registration, email verification and password sign-in (D8, D9, D13). */
export function createAccountsService(deps: Dependencies) {
  const { users, verifications, resets, sessions, mailer, limiters, now } = deps;

  async function describe(row: UserRow): Promise<UserResponse> {
    const [favorites, enrollments] = await Promise.all([
      users.favoriteCourseIds(row.id),
      users.activeEnrollmentCourseIds(row.id, now()),
    ]);
    return toUserResponse(row, { favorites, enrollments });
  }

  /** A link bound to `address` (the account's email, or the new one it asked for: D36). */
  async function newVerificationLink(user: UserRow, address: string): Promise<string> {
    const token = newOpaqueToken();
    await verifications.retireAllOfUser(user.id, now());
    await verifications.insert(hashToken(token), user.id, address, now() + VERIFICATION_LINK_TTL_MS);
    return emailVerificationLink(deps.appOrigin, token);
  }

  async function sendVerificationLink(user: UserRow): Promise<void> {
    const link = await newVerificationLink(user, user.email);
    await mailer.send(verificationMail(user.email, user.username, link));
  }

  /** Every code, reset token and link of the account stops working (its address changed). */
  async function forgetAddressTokens(userId: string): Promise<void> {
    await verifications.deleteAllOfUser(userId);
    await resets.deleteAllOfUser(userId);
  }

  return {
    describe,
    sendVerificationLink,

    /**
     * D36 and ADR 0052: the new address gets its own link, the old one a notice; codes and links of
     * the old address die; every other sign-in ends, and this browser gets a fresh one (returned tokens).
     */
    async requestEmailChange(user: UserRow, newEmail: string): Promise<SessionTokens> {
      await forgetAddressTokens(user.id);
      const link = await newVerificationLink(user, newEmail);
      await mailer.send(emailChangeMail(newEmail, user.username, link));
      await mailer
        .send(emailChangeNoticeMail(user.email, user.username, newEmail))
        .catch((error: unknown) => {
          deps.log.error({ err: error }, 'could not send the email change notice');
        });
      await sessions.revokeAll(user.id);
      return sessions.start(user.id);
    },

    async register(input: {
      username: string;
      email: string;
      password: string;
    }): Promise<{ user: UserResponse; mailSent: boolean }> {
      const email = normaliseEmail(input.email);
      const username = normaliseUsername(input.username);
      if (await users.findByEmail(email)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      if (await users.findByUsername(username)) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      const at = now();
      const row: UserRow = {
        id: newId(),
        username,
        email,
        password_hash: await hashPassword(input.password),
        google_sub: null,
        email_verified: 0,
        pending_email: null,
        google_auth_at: null,
        first_name: '',
        last_name: '',
        phone_number: '',
        avatar_key: null,
        avatar_id: null,
        created_at: at,
        updated_at: at,
        blog_count: 0,
        liked_blog_count: 0,
        role: 'learner',
        email_notifications: 1,
      };
      try {
        await users.insert(row);
      } catch (error) {
        // Two registrations racing for the same email or username: the database decides, we say who lost.
        if (!isUniqueViolation(error)) throw error;
        throw conflict(
          violatedColumn(error) === 'username' ? ACCOUNT_MESSAGES.usernameTaken : ACCOUNT_MESSAGES.emailTaken,
        );
      }
      // The account exists either way; a mail server hiccup must not turn into "email already registered"
      // on the retry, so the answer says to use Resend Mail instead.
      const mailSent = await sendVerificationLink(row).then(
        () => true,
        (error: unknown) => {
          deps.log.error({ err: error }, 'could not send the verification mail');
          return false;
        },
      );
      return { user: await describe(row), mailSent };
    },

    /**
     * A link verifies the address it was sent to, and only while that address is still the account's own
     * (it was not changed since) or the new one the account is waiting for (D36), which then becomes its email.
     */
    async verifyEmail(token: string): Promise<void> {
      const spent = await verifications.consume(hashToken(token), now());
      const user = spent ? await users.findById(spent.userId) : undefined;
      if (!spent || !user) throw invalidField('token', ACCOUNT_MESSAGES.invalidLink);
      if (spent.email === user.email) {
        await users.update(user.id, { email_verified: 1, updated_at: now() });
        return;
      }
      if (user.pending_email === null || spent.email !== user.pending_email) {
        throw invalidField('token', ACCOUNT_MESSAGES.invalidLink);
      }
      try {
        await users.update(user.id, {
          email: spent.email,
          pending_email: null,
          email_verified: 1,
          updated_at: now(),
        });
      } catch (error) {
        // Someone registered the address meanwhile.
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        throw error;
      }
      await forgetAddressTokens(user.id);
    },

    /** Answers the same whether or not the address has an unverified account (no account probing). */
    async resendVerification(rawEmail: string): Promise<void> {
      const email = normaliseEmail(rawEmail);
      await ensureNotLimited(limiters.verificationMails, email);
      await limiters.verificationMails.record(email);
      const user = await users.findByEmail(email);
      if (user && user.email_verified === 0) await sendVerificationLink(user);
    },

    async login(input: { email: string; password: string }): Promise<{ user: UserResponse } & SessionTokens> {
      const email = normaliseEmail(input.email);
      // Counted before the hash is checked, in one step: N parallel guesses count N (ADR 0090).
      // A right password clears the count below.
      await takeAttempt(limiters.failedSignIns, email);
      const user = await users.findByEmail(email);
      // Compare against a decoy when there is no account, so timing does not reveal which part was wrong.
      const passwordMatches = await verifyPassword(
        input.password,
        user?.password_hash ?? (await decoyPasswordHash()),
      );
      if (!user || !user.password_hash || !passwordMatches) {
        throw unauthorized(ACCOUNT_MESSAGES.wrongCredentials);
      }
      await limiters.failedSignIns.reset(email);
      if (user.email_verified === 0) throw forbidden(ACCOUNT_MESSAGES.unverified);
      // A hash made at an older cost is redone now, while the password is at hand (ADR 0089).
      if (needsRehash(user.password_hash)) {
        await users.update(user.id, { password_hash: await hashPassword(input.password), updated_at: now() });
      }
      const tokens = await sessions.start(user.id);
      return { user: await describe(user), ...tokens };
    },

    async self(userId: string): Promise<UserResponse> {
      const user = await users.findById(userId);
      // The token outlived its account: the client must sign in again.
      if (!user) throw unauthorized();
      return describe(user);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
