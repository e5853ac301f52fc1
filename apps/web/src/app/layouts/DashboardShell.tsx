import { DashboardLayout } from '@devlearn/ui/screens/DashboardLayout';
import { Outlet, useLocation } from 'react-router';
import { NotificationsBell } from '../../features/notifications/components/NotificationsBell';
import { $api } from '../../lib/apiClient';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { useSessionUser } from '../../lib/sessionUser';

export interface DashboardShellProps {
  /** Learn pages hide the site header and footer (spec section 2). Default: false. */
  hideHeaderAndFooter?: boolean;
}

/**
 * The signed-in area: sidebar (user, links, Logout) around the nested route. Logout calls the server and clears
 * storage and state whatever it answers (spec section 4): a failed call must not keep the user signed in on this
 * device. The dashboard guard then opens /auth/login.
 */
export function DashboardShell({ hideHeaderAndFooter = false }: DashboardShellProps) {
  const user = useSessionUser();
  const location = useLocation();
  const logout = $api.useMutation('get', '/users/logout', {
    meta: { report: 'log' },
    onSettled: () => sessionStore.clear(),
  });
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
