/**
 * The address an auth flow is waiting on, kept for this tab only: the email that must click its verification
 * link (register, or a login refused for an unverified email), and the email that was sent an OTP.
 * Not the session: spec section 3 keeps only `token` and `user` in local storage.
 */
type PendingEmailPurpose = 'verification' | 'otp';

const keyFor = (purpose: PendingEmailPurpose) => `devlearn.pendingEmail.${purpose}`;

export const pendingEmail = {
  get: (purpose: PendingEmailPurpose): string | null => sessionStorage.getItem(keyFor(purpose)),
  set: (purpose: PendingEmailPurpose, email: string) => sessionStorage.setItem(keyFor(purpose), email),
  clear: (purpose: PendingEmailPurpose) => sessionStorage.removeItem(keyFor(purpose)),
};
