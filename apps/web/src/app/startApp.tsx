import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
// The router's own RouterProvider (not react-router/dom's, which only adds flushSync navigations, unused here):
// one module for router and provider, also under Vitest.
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { registerRouter } from '../lib/navigation';
import { createAppQueryClient } from '../lib/queryClient';
import { AppProviders } from './AppProviders';
import { readPageState } from './pageState';
import { nextTask, preloadRoute } from './preloadRoute';
import { provideRouteDataClient } from './routeData';
import { routes } from './routes';

/**
 * Hydration must render exactly what the server's HTML holds, so the lazy route modules of this address are
 * loaded first (react-router would otherwise render its fallback while they load).
 */
async function loadRouteModules(routeTable: RouteObject[]) {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Starts the app in `container`. A page the server rendered (entry-server.tsx) carries its state: the query
 * cache and the router start from it and React hydrates the HTML. A page the server left to the browser (a
 * dashboard page without a page session it knows, ADR 0100) arrives empty and is rendered here.
 */
export async function startApp(container: HTMLElement): Promise<{ root: Root }> {
  const state = readPageState();
  const queryClient = createAppQueryClient();
  // Before the router: it runs the first page's loaders, which start that page's data requests, as it is made.
  provideRouteDataClient(queryClient);
  if (state) {
    hydrate(queryClient, state.queries);
    await loadRouteModules(routes);
  } else {
    // The page's chunks and data requests start together now, not one after the other as the router nests them.
    void preloadRoute(window.location.href);
    await nextTask();
  }
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  registerRouter(router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} sessionInHtml={state?.session ?? null}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!state) {
    const root = createRoot(container);
    root.render(app);
    return { root };
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it until the
  // whole page is interactive; events that reach a node still hydrating are replayed by React.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return { root };
}
