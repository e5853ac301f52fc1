import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
// The router's own RouterProvider (not react-router/dom's, which only adds flushSync navigations, unused here):
// one module for router and provider, also under Vitest.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { forgetEarlyResponses } from '../lib/earlyResponses';
import { registerNavigate } from '../lib/navigation';
import { createAppQueryClient } from '../lib/queryClient';
import { AppProviders } from './AppProviders';
import { nextTask, preloadRoute } from './preloadRoute';
import { provideRouteDataClient } from './routeData';
import { routes } from './routes';
import { noteShellFields, SendHeldInput } from './SendHeldInput';

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

/** Resolves once the router has run the first page's loaders and has its lazy modules: it can render the page. */
function routerReady(router: ReturnType<typeof createBrowserRouter>) {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * How long a dashboard page's shell may wait for the page's first reads before the app renders anyway (its
 * loading states then take over): the shell already shows the page loading, so waiting costs nothing visible.
 */
export const FIRST_READS_WAIT_MS = 3000;

/**
 * Resolves once no query is fetching (the page's loaders have started theirs), or after `maxMs`. A dashboard page
 * then renders once, with its data, instead of rendering its loading state over the identical shell and then the
 * whole page again a moment later: one render and one layout less on the phone's main thread (issue 10, TBT).
 */
function firstReadsSettled(queryClient: QueryClient, maxMs: number) {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

/**
 * Starts the app in `container`. Public pages arrive rendered (src/prerender) and are hydrated. Dashboard pages
 * arrive as their shell (`data-shell`: sidebar, header, skeleton drawn for nobody in particular), which the app
 * renders over once its first render can be the page with the stored user and its first reads' answers; every
 * other address starts from an empty root.
 */
export async function startApp(container: HTMLElement) {
  const shell = container.hasAttribute('data-shell');
  const prerendered = container.hasChildNodes() && !shell;
  if (prerendered || shell) await loadRouteModules(routes);

  const queryClient = createAppQueryClient();
  // Before the router: it runs the first page's loaders, which start that page's data requests, as it is made.
  provideRouteDataClient(queryClient);
  // The page's chunks and data requests start together now, not one after the other as the router nests them.
  if (!prerendered && !shell) {
    void preloadRoute(window.location.href);
    // The router asks for the same chunks; it is made once the data requests and chunk requests have gone out.
    await nextTask();
  }
  // A prerendered page was rendered with no loader data (its routes have no loaders), and the router is told so:
  // it then takes its first render for a hydration, which leaves the visitor's scroll where it is. Without it,
  // <ScrollRestoration /> scrolled the page to the top as the app took over, on the visitor's first touch or
  // move, and a link pressed in that moment could be lost under the pointer.
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData: {} } } : undefined);
  registerNavigate((to, options) => void router.navigate(to, options));

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <SendHeldInput />
    </StrictMode>
  );
  if (prerendered) {
    // As a transition, hydration on react-dom yields to the browser every few milliseconds instead of blocking it
    // until the whole page is interactive: the page is already painted, so nothing is lost by taking turns (issue
    // 10, TBT). The browser build runs on Preact's React layer, whose startTransition runs at once: there it is one
    // task (bench/README.md, page load).
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return { router, root };
  }
  if (shell) {
    // The shell stays on screen until the first render is the page itself, not the router's loading screen.
    await routerReady(router);
    // The loaders have taken the early responses they match; any other is left to no one.
    await nextTask();
    forgetEarlyResponses();
    await firstReadsSettled(queryClient, FIRST_READS_WAIT_MS);
    // The shell is painted already: as a transition, the render on react-dom yields to the browser every few
    // milliseconds instead of one long task for sidebar, header and page (issue 10, TBT); the shell stays until it
    // commits. On Preact (the browser build) it is one task all the same: splitting it is the step left (bench
    // README).
    noteShellFields(container);
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return { router, root };
  }
  const root = createRoot(container);
  root.render(app);
  return { router, root };
}
