import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../auth/account-rules.js';
import { PASSWORD, refreshCookieFrom, registerAndVerify } from '../../../test/accounts.js';
import { useAppWithMail } from '../../../test/app-with-mail.js';
import { otpIn, verificationTokenIn } from '../../../test/mail-catcher.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';

// ADRs 0051, 0052, 0090: each test performs an account-takeover path and passes only because it fails. They run through
// app.inject on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
describe('account takeover paths (ADRs 0051, 0052, 0090)', () => {
  const context = useAppWithMail();
  const app = () => context.testApp.app;

  const post = (url: string, payload: object) =>
    app().inject({ method: 'POST', url: `/api/v1/users/${url}`, payload });
  const patchProfile = (headers: Record<string, string>, payload: object) =>
    app().inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload });
  const recipients = (index: number) => {
    const to = context.mail.received[index]?.to;
    return to && 'text' in to ? to.text : '';
  };

  async function signIn(username: string) {
    const email = await registerAndVerify(app(), context.mail, username);
    const login = await post('login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return {
      email,
      headers: { authorization: `Bearer ${login.json().data.accessToken}` },
      refreshToken: refreshCookieFrom(login.headers) ?? '',
    };
  }

  describe('point 1 and D36: a new email is only taken through its own link', () => {
    it('keeps the old address until the link is opened, then switches', async () => {
      const user = await signIn('mover');
      const before = context.mail.received.length;
      const response = await patchProfile(user.headers, {
        email: 'Mover@New.example',
        currentPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        'Check mover@new.example to confirm your new email. Until then, sign in with mover@example.com.',
      );
      expect(response.json().data).toMatchObject({ email: user.email, pendingEmail: 'mover@new.example' });
      // A link to the new address, a notice to the old one.
      await context.mail.nth(before + 2);
      const sent = [recipients(before), recipients(before + 1)];
      expect(sent).toEqual(expect.arrayContaining(['mover@new.example', user.email]));
      const linkMail = context.mail.received.slice(before).find((m) => /confirm/i.test(m.subject ?? ''));
      expect(linkMail).toBeDefined();

      expect((await post('login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
      expect((await post('login', { email: 'mover@new.example', password: PASSWORD })).statusCode).toBe(401);

      const verify = await app().inject({
        method: 'GET',
        url: `/api/v1/users/verify-email/${verificationTokenIn(linkMail!)}`,
      });
      expect(verify.statusCode).toBe(200);
      expect((await post('login', { email: 'mover@new.example', password: PASSWORD })).statusCode).toBe(200);
      expect((await post('login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    });

    it('a pending address is not claimed: its owner registers it, and the attacker’s link then fails', async () => {
      const attacker = await signIn('squat_attacker');
      const before = context.mail.received.length;
      const change = await patchProfile(attacker.headers, {
        email: 'victim1@example.com',
        currentPassword: PASSWORD,
      });
      expect(change.statusCode).toBe(200);
      await context.mail.nth(before + 2);
      const attackersLink = context.mail.received
        .slice(before)
        .find((m) => /confirm/i.test(m.subject ?? ''))!;
      // The victim can still register their own address.
      const victim = await post('register', {
        username: 'victim1',
        email: 'victim1@example.com',
        password: PASSWORD,
      });
      expect(victim.statusCode).toBe(201);
      // Even if the victim opens the attacker's link, the address stays theirs.
      const opened = await app().inject({
        method: 'GET',
        url: `/api/v1/users/verify-email/${verificationTokenIn(attackersLink)}`,
      });
      expect(opened.statusCode).toBe(409);
      const self = await app().inject({
        method: 'GET',
        url: '/api/v1/users/self',
        headers: attacker.headers,
      });
      expect(self.json().data.email).toBe(attacker.email);
    });
  });

  describe('point 2: codes, reset tokens and links are bound to the address', () => {
    it('a reset token asked for before an email change does not work after it', async () => {
      const attacker = await signIn('token_keeper');
      const before = context.mail.received.length;
      expect((await post('forgot-password', { email: attacker.email })).statusCode).toBe(200);
      const otp = otpIn(await context.mail.nth(before + 1));
      const verified = await post('verify-otp', { email: attacker.email, otp });
      expect(verified.statusCode).toBe(200);
      const token = verified.json().data.token as string;

      const change = await patchProfile(attacker.headers, {
        email: 'victim2@example.com',
        currentPassword: PASSWORD,
      });
      expect(change.statusCode).toBe(200);
      const reset = await post(`reset-password/${token}`, {
        newPassword: 'attacker pass 2',
        confirmPassword: 'attacker pass 2',
      });
      expect(reset.statusCode).toBe(422);
      expect(reset.json().message).toBe('Invalid token. Please try again.');
    });

    it('forgot-password sends nothing to an unverified address', async () => {
      await post('register', { username: 'never_verified', email: 'nv@example.com', password: PASSWORD });
      const before = context.mail.received.length;
      const response = await post('forgot-password', { email: 'nv@example.com' });
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(context.mail.received.length).toBe(before);
    });
  });

  describe('point 3: an email change needs the password, and ends the other sign-ins', () => {
    it('refuses without the current password or with a wrong one (422, never 401)', async () => {
      const user = await signIn('pw_needed');
      const missing = await patchProfile(user.headers, { email: 'pw1@example.com' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0]).toEqual({
        message: 'Enter your current password to change your email',
        field: 'currentPassword',
      });
      const wrong = await patchProfile(user.headers, {
        email: 'pw1@example.com',
        currentPassword: 'nope nope',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0]).toEqual({
        message: 'Current password is incorrect',
        field: 'currentPassword',
      });
    });

    it('a Google-only account needs a fresh Google sign-in', async () => {
      const googleOnly = await createSignedInUser(app());
      const response = await patchProfile(googleOnly.headers, { email: 'g1@example.com' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].field).toBe('email');
    });

    it('ends every other sign-in and gives this browser a fresh one', async () => {
      const user = await signIn('session_mover');
      const elsewhere = await post('login', { email: user.email, password: PASSWORD });
      const otherRefresh = refreshCookieFrom(elsewhere.headers) ?? '';
      const change = await patchProfile(user.headers, { email: 'sm@example.com', currentPassword: PASSWORD });
      expect(change.statusCode).toBe(200);
      const fresh = refreshCookieFrom(change.headers);
      expect(fresh).toBeDefined();
      const refresh = (refreshToken: string) =>
        app().inject({ method: 'POST', url: '/api/v1/users/refresh-token', cookies: { refreshToken } });
      expect((await refresh(user.refreshToken)).statusCode).toBe(401);
      expect((await refresh(otherRefresh)).statusCode).toBe(401);
      expect((await refresh(fresh!)).statusCode).toBe(200);
    });

    it('is limited like Resend Mail, so nobody can be mail-bombed through it', async () => {
      const user = await signIn('bomber');
      const codes: number[] = [];
      for (let index = 0; index <= RATE_LIMITS.verificationMailsPerAccount.max; index += 1) {
        const response = await patchProfile(user.headers, {
          email: `target${index}@example.com`,
          currentPassword: PASSWORD,
        });
        codes.push(response.statusCode);
        // The fresh session of each change is the one that goes on.
      }
      expect(codes.slice(0, RATE_LIMITS.verificationMailsPerAccount.max).every((code) => code === 200)).toBe(
        true,
      );
      expect(codes.at(-1)).toBe(429);
    });
  });

  describe('point 5: throttles that cannot be raced', () => {
    it('N parallel wrong passwords count N', async () => {
      const email = await registerAndVerify(app(), context.mail, 'raced_login');
      const attempts = await Promise.all(
        Array.from({ length: 20 }, () => post('login', { email, password: 'wrong password!' })),
      );
      const codes = attempts.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 401).length).toBe(RATE_LIMITS.failedSignInsPerAccount.max);
      expect(codes.filter((code) => code === 429).length).toBe(20 - RATE_LIMITS.failedSignInsPerAccount.max);
      expect((await post('login', { email, password: PASSWORD })).statusCode).toBe(429);
    });

    it('20 parallel OTP guesses get at most 5 tries', async () => {
      const email = await registerAndVerify(app(), context.mail, 'raced_otp');
      const before = context.mail.received.length;
      await post('forgot-password', { email });
      const otp = otpIn(await context.mail.nth(before + 1));
      const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
      await Promise.all(Array.from({ length: 20 }, () => post('verify-otp', { email, otp: wrong })));
      const stored = await app()
        .db.selectFrom('password_otps')
        .innerJoin('users', 'users.id', 'password_otps.user_id')
        .select('password_otps.attempts')
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(stored.attempts).toBe(5);
      // The right code now finds no try left.
      const right = await post('verify-otp', { email, otp });
      expect(right.statusCode).not.toBe(200);
    });
  });

  describe('point 7: passwords are compared as typed', () => {
    it('keeps spaces at either end of a password', async () => {
      const email = await registerAndVerify(app(), context.mail, 'spaced_pw', '  spaced password  ');
      expect((await post('login', { email, password: '  spaced password  ' })).statusCode).toBe(200);
      expect((await post('login', { email, password: 'spaced password' })).statusCode).toBe(401);
    });
  });
});
