import { DashboardLayout } from '@devlearn/ui/screens/DashboardLayout';
import { Outlet, useLocation } from 'react-router';
import { useLogoutMutation } from '../../features/auth/api/logout';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/sessionUser';

export interface DashboardShellProps {
  /** Learn pages hide the site header and footer (spec section 2). Default: false. */
  hideHeaderAndFooter?: boolean;
}

/**
 * The signed-in area: sidebar (user, links, Logout) around the nested route. Logout calls the server and clears
 * storage and state whatever it answers; the dashboard guard then opens /auth/login.
 */
export function DashboardShell({ hideHeaderAndFooter = false }: DashboardShellProps) {
  const user = useSessionUser();
  const location = useLocation();
  const logout = useLogoutMutation();
  return (
    <DashboardLayout
      user={user}
      currentPath={`${location.pathname}${location.search}`}
      onLogout={() => logout.mutate({})}
      hideHeaderAndFooter={hideHeaderAndFooter}
      // D50: a moderator's sidebar leads to the reports.
      moderationHref={user?.role === 'moderator' ? paths.dashboard.moderation.getHref() : undefined}
      headerActions={user ? <NotificationsBell /> : undefined}
    >
      <Outlet />
    </DashboardLayout>
  );
}
