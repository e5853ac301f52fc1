import { Navigate, Outlet } from 'react-router';
import { paths, LOGIN_PAGE, SIGNED_IN_HOME } from '../lib/paths';
import { isSessionExpired, useSession } from '../lib/session';

/**
 * The dashboard's guard (spec section 2): no stored token and user id -> /auth/login; a stored session whose
 * token has expired (or cannot be read) -> the refresh page; otherwise the nested routes.
 */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_PAGE} replace />;
  if (isSessionExpired(session)) return <Navigate to={paths.refreshToken.getHref(session.token)} replace />;
  return <Outlet />;
}

/** The auth pages' guard: a signed-in user (with a token still valid) goes to /dashboard/courses. */
export function GuestOnly() {
  const session = useSession();
  if (session && !isSessionExpired(session)) return <Navigate to={SIGNED_IN_HOME} replace />;
  return <Outlet />;
}
