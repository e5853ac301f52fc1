// First: the stand-ins for the browser globals the app's modules read when they load.
import './buildTimeGlobals';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { SendHeldSubmit } from '../app/SendHeldSubmit';
import { paths } from '../lib/paths';
import { createAppQueryClient } from '../lib/queryClient';
import { pageRouteTableOf, type PageRouteTable } from './pageRoutes';
import { NOT_FOUND_ADDRESS, prerenderedFileOf } from './publicPages';

export { NOT_FOUND_ADDRESS, PRERENDERED_PATHS, prerenderedFileOf, sampleAddressOf } from './publicPages';

/**
 * The markup of one public page as a visitor without a session first sees it: the same tree as main.tsx, through
 * react-router's static handler (which loads the lazy route modules), waiting for every Suspense boundary.
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={createAppQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
      <SendHeldSubmit />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The server's table of page addresses for this route table (written as dist/pages/routes.json). */
export function pageRouteTable(): PageRouteTable {
  // The top-level and auth catch-alls show the 404 page alone.
  return pageRouteTableOf(routes, prerenderedFileOf(NOT_FOUND_ADDRESS), ['/*', `${paths.auth.root.path}/*`]);
}
