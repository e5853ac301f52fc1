import { API_BASE_PATH, createApiClient } from '@devlearn/api-client';
import { takeEarlyResponse } from './earlyResponses';
import { currentLocation, navigateTo } from './navigation';
import { LOGIN_PAGE, paths } from './paths';
import { isSessionExpired, SESSION_STORAGE_KEYS, sessionStore } from './session';
import { renewSession } from './sessionRefresh';

/**
 * The app's one API client. Every call carries the stored token; a 401 renews the session silently and sends the
 * call once more (D30). A 401 that survives the renewal ends the session (D31): when the token has simply run out
 * and the cookie could not renew it, the refresh page offers to try again and then returns to this page (spec
 * section 4, "Expired token: refresh flow"); otherwise storage is cleared and the login page opens.
 */
export const { fetchClient, $api } = createApiClient({
  // An absolute URL on this origin: the browser would accept '/api/v1', but Request objects in tests need one.
  baseUrl: new URL(API_BASE_PATH, window.location.origin).toString(),
  getToken: () => localStorage.getItem(SESSION_STORAGE_KEYS.token),
  // A dashboard page's first reads may already be on their way, sent by the page's early script.
  fetch: (input, init) =>
    (input instanceof Request ? takeEarlyResponse(input) : undefined) ?? globalThis.fetch(input, init),
  refreshSession: renewSession,
  onAuthFailure: () => {
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
