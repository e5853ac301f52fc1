import { Loader } from '@devlearn/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths, LOGIN_PAGE, SIGNED_IN_HOME } from '../lib/paths';
import { isSessionExpired, useSession, type Session } from '../lib/session';
import { renewSession } from '../lib/sessionRefresh';

/**
 * The dashboard's guard (spec section 2): no stored token and user id -> /auth/login; a stored session whose
 * token has expired (or cannot be read) is renewed silently with the refresh cookie (D30), and only when that
 * fails does the refresh page open, remembering this page to come back to; otherwise the nested routes.
 */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_PAGE} replace />;
  if (isSessionExpired(session)) return <RenewExpiredSession session={session} />;
  return <Outlet />;
}

/** Renews an expired session in place; the session store's new token then lets the guard through. */
function RenewExpiredSession({ session }: { session: Session }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    let current = true;
    void renewSession(session.token).then((token) => {
      if (current && !token) {
        navigate(paths.refreshToken.getHref(session.token), { replace: true, state: { from } });
      }
    });
    return () => {
      current = false;
    };
  }, [session.token, from, navigate]);
  return <Loader fullScreen label="Renewing your session" />;
}

/** The auth pages' guard: a signed-in user (with a token still valid) goes to /dashboard/courses. */
export function GuestOnly() {
  const session = useSession();
  if (session && !isSessionExpired(session)) return <Navigate to={SIGNED_IN_HOME} replace />;
  return <Outlet />;
}
