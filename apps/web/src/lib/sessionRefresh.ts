import { createApiClient } from '@devlearn/api-client';
import { API_BASE_URL } from './apiBaseUrl';
import { SESSION_STORAGE_KEYS, sessionStore } from './session';
import { isTokenExpired, readTokenExpiry } from './tokenExpiry';

/**
 * Silent session renewal (D30): the access token lives 15 minutes, the httpOnly refresh cookie much longer, so
 * the app trades the cookie for a fresh token before the old one runs out and after any 401, and a learner
 * writing for an hour never meets the /refresh-token page. That page stays the fallback when renewal fails.
 */

/** Renew this long before the token's `exp`, so a call in flight does not meet the expiry. */
const RENEW_AHEAD_MS = 60_000;
/** The Web Lock every tab of this origin takes to renew: one renewal at a time across tabs. */
const RENEWAL_LOCK = 'devlearn:session-renewal';
/** setTimeout's longest delay (about 24.8 days); a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A client that sends no stored token and never renews: the refresh call rides on the cookie alone. */
const { fetchClient: cookieClient } = createApiClient({
  baseUrl: API_BASE_URL,
  getToken: () => null,
});

let inFlight: Promise<string | null> | undefined;

async function exchangeCookie(refusedToken: string): Promise<string | null> {
  // Another tab may have renewed while this one waited for the lock: its token is already in storage.
  const stored = localStorage.getItem(SESSION_STORAGE_KEYS.token);
  if (stored && stored !== refusedToken && !isTokenExpired(stored)) {
    sessionStore.reload();
    return stored;
  }
  const { data } = await cookieClient.POST('/users/refresh-token').catch(() => ({ data: undefined }));
  const token = data?.data.accessToken;
  // Signed out meanwhile (logout in this or another tab): nothing to renew.
  if (!token || !sessionStore.get()) return null;
  sessionStore.replaceToken(token);
  return token;
}

/**
 * A fresh access token for the session whose token `refusedToken` was refused or is about to run out, or null
 * when the cookie no longer renews it. Callers in this tab share one renewal; tabs take turns through a Web Lock,
 * since the refresh cookie is single use and a second use of one cookie ends the session (D10).
 */
export function renewSession(refusedToken: string): Promise<string | null> {
  // The server renders with the page session's token and never renews it: that is the browser's (D30).
  if (typeof window === 'undefined') return Promise.resolve(null);
  inFlight ??= withRenewalLock(() => exchangeCookie(refusedToken)).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

function withRenewalLock(task: () => Promise<string | null>): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until the task's promise settles (the DOM types call that result Promise<Promise<T>>).
  return locks ? locks.request(RENEWAL_LOCK, task).then((token) => token) : task();
}

/**
 * Keeps the stored session's token fresh: renews it a minute before it runs out, again after each renewal, and
 * stops when the session ends. A token found already expired is left to the dashboard's guard and to the 401
 * retry, which know the page to return to. Returns the function that stops it.
 */
export function keepSessionFresh(now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | undefined;
  const schedule = () => {
    const token = sessionStore.get()?.token;
    if (token === scheduledFor) return;
    clearTimeout(timer);
    scheduledFor = token;
    const expiresAt = readTokenExpiry(token);
    // A token that has already run out is the guard's and the 401 handler's to renew (they know the page).
    if (!token || expiresAt === null || expiresAt <= now()) return;
    const renewAt = expiresAt - RENEW_AHEAD_MS;
    timer = setTimeout(
      () => {
        if (now() >= renewAt) void renewSession(token);
        else {
          scheduledFor = undefined;
          schedule();
        }
      },
      Math.min(MAX_TIMER_MS, Math.max(0, renewAt - now())),
    );
  };
  schedule();
  const unsubscribe = sessionStore.subscribe(schedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
