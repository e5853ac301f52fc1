import { API_BASE_PATH, createApiClient } from '@devlearn/api-client';
import { navigateTo } from './navigation';
import { LOGIN_PAGE, paths } from './paths';
import { isSessionExpired, SESSION_STORAGE_KEYS, sessionStore } from './session';

/**
 * The app's one API client. Every call carries the stored token. A 401/403 on such a call means the session is
 * no longer accepted: when the token has simply run out, the refresh page offers a new one (spec section 4,
 * "Expired token: refresh flow"); otherwise storage is cleared and the login page opens (spec section 8).
 */
export const { fetchClient, $api } = createApiClient({
  // An absolute URL on this origin: the browser would accept '/api/v1', but Request objects in tests need one.
  baseUrl: new URL(API_BASE_PATH, window.location.origin).toString(),
  getToken: () => localStorage.getItem(SESSION_STORAGE_KEYS.token),
  onAuthFailure: () => {
    const session = sessionStore.get();
    if (session && isSessionExpired(session)) {
      navigateTo(paths.refreshToken.getHref(session.token), { replace: true });
      return;
    }
    sessionStore.clear();
    navigateTo(LOGIN_PAGE, { replace: true });
  },
});
