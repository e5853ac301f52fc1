import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { isSessionExpired, sessionStore } from '../lib/session';

let queryClient: QueryClient | undefined;

/** The app's query client, for the data requests routes start before their code has loaded. */
export function provideRouteDataClient(client: QueryClient) {
  queryClient = client;
}

type Prefetch = (client: QueryClient, params: Params, url: URL) => void;

/**
 * A route loader that starts the page's queries and returns at once (issue 10 point 1): react-router runs it
 * beside the download of the route's chunk, so the data is on its way before the page's code has run, and the
 * page renders from the same cache. Only with a live session: the dashboard's guard decides everything else.
 */
export const prefetching =
  (prefetch: Prefetch) =>
  ({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) => {
    const session = sessionStore.get();
    if (queryClient && session && !isSessionExpired(session))
      prefetch(queryClient, params, new URL(request.url));
    return null;
  };
