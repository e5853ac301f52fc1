import { createApiClient } from '@devlearn/api-client';
import { API_BASE_URL } from './apiBaseUrl';
import { currentLocation, navigateTo } from './navigation';
import { LOGIN_PAGE, paths } from './paths';
import { isSessionExpired, SESSION_STORAGE_KEYS, sessionStore } from './session';
import { renewSession } from './sessionRefresh';

/** Where the client's calls go: the browser's fetch, or on the server the API of the page being rendered. */
let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** The server renderer (entry-server.tsx) sends the client's calls to the in-process API instead. */
export function setApiTransport(next: typeof fetch) {
  transport = next;
}

/**
 * The app's one API client. Every call carries the stored token; a 401 renews the session silently and sends the
 * call once more (D30). A 401 that survives the renewal ends the session (D31): when the token has simply run out
 * and the cookie could not renew it, the refresh page offers to try again and then returns to this page (spec
 * section 4, "Expired token: refresh flow"); otherwise storage is cleared and the login page opens.
 */
export const { fetchClient, $api } = createApiClient({
  baseUrl: API_BASE_URL,
  // On the server there is no storage: the renderer's transport sends the page session's token itself.
  getToken: () =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(SESSION_STORAGE_KEYS.token),
  fetch: (input, init) => transport(input, init),
  refreshSession: renewSession,
  onAuthFailure: () => {
    // A page rendered on the server shows the failed read's state; the browser's own calls decide what follows.
    if (typeof window === 'undefined') return;
    const session = sessionStore.get();
    if (session && isSessionExpired(session)) {
      navigateTo(paths.refreshToken.getHref(session.token), {
        replace: true,
        state: { from: currentLocation() },
      });
      return;
    }
    sessionStore.clear();
    navigateTo(LOGIN_PAGE, { replace: true });
  },
});
