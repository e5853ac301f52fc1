// First: the stand-ins for the browser globals the app's modules read when they load.
import './buildTimeGlobals';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { SendHeldSubmit } from '../app/SendHeldSubmit';
import { createAppQueryClient } from '../lib/queryClient';

export { PRERENDERED_PATHS, prerenderedFileOf } from './publicPages';

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
