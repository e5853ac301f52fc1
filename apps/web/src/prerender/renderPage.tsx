// First: the stand-ins for the browser globals the app's modules read when they load.
import './buildTimeGlobals';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/AppProviders';
import { provideRouteDataClient } from '../app/routeData';
import { routes } from '../app/routes';
import { SendHeldInput } from '../app/SendHeldInput';
import { paths } from '../lib/paths';
import { createAppQueryClient } from '../lib/queryClient';
import { renderHtmlFor, SESSION_STORAGE_KEYS, sessionStore, type Session } from '../lib/session';
import { shellAddressOf } from './dashboardShells';
import { firstPaintOf } from './firstPaints';
import { pageRouteTableOf, type PageRouteTable } from './pageRoutes';
import { NOT_FOUND_ADDRESS, prerenderedFileOf } from './publicPages';

export { DASHBOARD_LAYOUT_CHUNKS, DASHBOARD_SHELLS } from './dashboardShells';
export {
  NOT_FOUND_ADDRESS,
  PRERENDERED_PATHS,
  prerenderedFileOf,
  sampleAddressOf,
  STARTED_ON_INTERACTION,
} from './publicPages';

/** Renders `pathname` through react-router's static handler, which loads the lazy route modules and runs loaders. */
async function renderAt(pathname: string, queryClient: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
      <SendHeldInput />
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * The markup of one public page as a visitor without a session first sees it: the same tree as main.tsx, waiting
 * for every Suspense boundary.
 */
export async function renderPage(pathname: string): Promise<string> {
  return renderAt(pathname, createAppQueryClient());
}

/** Any JWT whose `exp` lies far ahead: the dashboard's guard lets it through; nothing is sent with it. */
const SHELL_TOKEN = `e30.${btoa(JSON.stringify({ exp: 4_102_444_800 }))}.shell`;
/** Who the shell is drawn for: no name and no picture yet (the browser's render shows the stored user). */
const SHELL_SESSION: Session = {
  token: SHELL_TOKEN,
  user: {
    _id: 'shell',
    username: '',
    email: '',
    avatar: { url: '', _id: 'shell', public_id: '' },
    firstName: '',
    lastName: '',
    phoneNumber: '',
    favorites: [],
    enrollments: [],
    isEmailVerified: true,
    createdAt: new Date(0).toISOString(),
  },
};

export interface DashboardShell {
  /** The root's markup: sidebar, header and the page's loading state. */
  markup: string;
  /** The API reads the page's loader starts, with `__name__` for each `:name` of the address. */
  requests: string[];
  /** What public/early-requests.js paints from one of those reads before the app runs (firstPaints.tsx). */
  firstPaint?: { read: string; html: string };
}

/**
 * A dashboard page (`pattern`) as a signed-in user sees it before any data: the page's loader runs against a
 * fetch that only writes down what it is asked for (the early requests), then the page renders from an empty
 * cache, which is its loading skeleton.
 */
export async function renderDashboardShell(pattern: string): Promise<DashboardShell> {
  const address = shellAddressOf(pattern);
  const requests: string[] = [];
  const realFetch = globalThis.fetch;
  const realStorage = (globalThis as { localStorage?: Storage }).localStorage;
  const stored = new Map<string, string>([
    [SESSION_STORAGE_KEYS.token, SHELL_SESSION.token],
    [SESSION_STORAGE_KEYS.user, JSON.stringify(SHELL_SESSION.user)],
  ]);
  Object.assign(globalThis, {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
    fetch: (request: Request) => {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      return new Promise<Response>(() => undefined);
    },
  });
  sessionStore.reload();
  renderHtmlFor(SHELL_SESSION);
  const recording = createAppQueryClient();
  provideRouteDataClient(recording);
  try {
    const markup = await renderAt(address, createAppQueryClient());
    // The client's middleware sends each call a few promise turns after the loader asked for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { markup, requests: [...new Set(requests)].sort(), firstPaint: firstPaintOf(pattern) };
  } finally {
    recording.clear();
    renderHtmlFor(null);
    Object.assign(globalThis, { fetch: realFetch, localStorage: realStorage });
    sessionStore.reload();
  }
}

/** The server's table of page addresses for this route table (written as dist/pages/routes.json). */
export function pageRouteTable(): PageRouteTable {
  // The top-level and auth catch-alls show the 404 page alone.
  return pageRouteTableOf(routes, prerenderedFileOf(NOT_FOUND_ADDRESS), ['/*', `${paths.auth.root.path}/*`]);
}
