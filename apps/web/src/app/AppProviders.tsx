import { Toaster, UiLinkProvider } from '@devlearn/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { sessionStore } from '../lib/session';
import { RouterLink } from './RouterLink';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Server state (TanStack Query), the UI library's links through the router, and the one toast outlet. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  // When the session ends (logout, 401/403, failed refresh) nothing cached for that user may outlive it.
  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (sessionStore.get() === null) queryClient.removeQueries();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <UiLinkProvider component={RouterLink}>
        {children}
        <Toaster />
      </UiLinkProvider>
    </QueryClientProvider>
  );
}
