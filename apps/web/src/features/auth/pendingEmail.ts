import { useSyncExternalStore } from 'react';

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

/** The tab's storage only changes through this module's callers, which go on from there; nothing to listen to. */
const subscribeToNothing = () => () => undefined;
/** The server renders pages without the tab's storage: the email is not known in the HTML. */
const unknownInHtml = () => undefined;

/**
 * The pending email for a page rendered on the server: `undefined` while hydrating (what the HTML
 * shows), then the stored address or null, so the page's first client render matches its HTML.
 */
export function usePendingEmail(purpose: PendingEmailPurpose): string | null | undefined {
  return useSyncExternalStore(subscribeToNothing, () => pendingEmail.get(purpose), unknownInHtml);
}
