import { UiLinkProvider } from '@devlearn/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isToastOutletWanted, loadToastOutlet, subscribeToToastOutlet } from '../lib/notifications';
import { SessionInHtmlProvider, sessionStore, type Session } from '../lib/session';
import { persistSessionUser } from '../lib/sessionUser';
import { keepSessionFresh } from '../lib/sessionRefresh';
import { paths } from '../lib/paths';
import { RouterLink } from './RouterLink';

/** The toast outlet arrives with the first toast (it holds no content a page needs to show). */
const ToastOutlet = lazy(() => loadToastOutlet().then(({ Toaster }) => ({ default: Toaster })));

function ToastOutletOnDemand() {
  const wanted = useSyncExternalStore(subscribeToToastOutlet, isToastOutletWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  ) : null;
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** The session the page's HTML was rendered for (lib/session.ts). Default: null. */
  sessionInHtml?: Session | null;
  children: ReactNode;
}

/** Server state (TanStack Query), the UI library's links through the router, and the one toast outlet. */
export function AppProviders({ queryClient, sessionInHtml = null, children }: AppProvidersProps) {
  // When the session ends (logout, a 401 that survived renewal, failed refresh) nothing cached for that user may outlive it.
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (sessionStore.get() === null) queryClient.removeQueries();
      }),
    [queryClient],
  );
  // The signed-in user's record changes in the query cache; local storage's copy follows it (spec section 3).
  useEffect(() => persistSessionUser(queryClient), [queryClient]);
  // The access token is renewed before it runs out (D30), as long as the app is open.
  useEffect(() => keepSessionFresh(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionInHtmlProvider value={sessionInHtml}>
        <UiLinkProvider component={RouterLink} routes={paths}>
          {children}
          <ToastOutletOnDemand />
        </UiLinkProvider>
      </SessionInHtmlProvider>
    </QueryClientProvider>
  );
}
