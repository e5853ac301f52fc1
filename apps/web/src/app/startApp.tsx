import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The router's own RouterProvider (not react-router/dom's, which only adds flushSync navigations, unused here):
// one module for router and provider, also under Vitest.
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { createAppQueryClient } from '../lib/queryClient';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

/**
 * Hydration must render exactly what the prerendered HTML holds, so the lazy route modules of this address are
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
 * Starts the app in `container`. Public pages arrive rendered (src/prerender) and are hydrated; every other
 * address starts from an empty root.
 */
export async function startApp(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
  if (prerendered) await loadRouteModules(routes);

  const router = createBrowserRouter(routes);
  registerNavigate((to, options) => void router.navigate(to, options));

  const app = (
    <StrictMode>
      <AppProviders queryClient={createAppQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) return { router, root: hydrateRoot(container, app) };
  const root = createRoot(container);
  root.render(app);
  return { router, root };
}
