import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { PAGE_CODE_ID, pageChunks, pageCodeJson, styleLinks, type BuildManifest } from './app/pageLinks';
import { PAGE_STATE_ID, pageStateJson, type PageState } from './app/pageState';
import type { PageHandle, ServerRouteContext } from './app/routeData';
import { routes } from './app/routes';
import { fetchClient, setApiTransport } from './lib/apiClient';
import { createAppQueryClient } from './lib/queryClient';
import type { Session } from './lib/session';

/**
 * The web app's server renderer (ADR 0100), built to dist/server/entry-server.js and loaded by the API server at
 * run time: it renders one document request through react-router's static handler, whose loaders fill a query
 * cache of the request's own from the API, and hands the page back with that cache dehydrated in it.
 */

/** One document request, as the API server describes it. */
export interface PageRequest {
  /** The address asked for, absolute. */
  url: string;
  /** The access token of the request's page session (D47), already verified; null for a visitor. */
  accessToken: string | null;
  /** The API in the same process, as a fetch: the renderer's reads meet the API's validation and permissions. */
  api: typeof fetch;
  /** The built index.html, whose empty root the page fills. */
  template: string;
}

export type PageAnswer =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  /** The page is the browser's to render (the template as it is): ADR 0100. */
  | { kind: 'browser' };

interface RenderCall {
  api: typeof fetch;
  accessToken: string | null;
}

/** The document request each API call of a render belongs to (renders of several requests interleave). */
const renderCalls = new AsyncLocalStorage<RenderCall>();

// Reads only, with the page session's token as the API's bearer credential (D47). The contract client hands over
// the Request it built; it is sent on as it is, not copied.
setApiTransport((input, init) => {
  const call = renderCalls.getStore();
  if (!call) return Promise.reject(new Error('an API call outside a page render'));
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  if (request.method !== 'GET') return Promise.reject(new Error('a page render only reads'));
  if (call.accessToken) request.headers.set('authorization', `Bearer ${call.accessToken}`);
  return call.api(request);
});

const handler = createStaticHandler(routes);
const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/** The browser build's manifest (dist/.vite/manifest.json, beside this file's folder): which chunks a module needs. */
function readManifest(): BuildManifest {
  try {
    return JSON.parse(
      readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8'),
    ) as BuildManifest;
  } catch {
    // Not built (a test of the renderer's source): pages link no chunks and load them as the app asks.
    return {};
  }
}
const manifest = readManifest();

/**
 * The page's markup once every Suspense boundary has resolved, so nothing is left for an inline script to fill in
 * (the CSP runs none): React's Node stream (`onAllReady`, then `pipe`) read to its end (ADR 0104).
 */
const renderMarkup = (page: ReactNode) =>
  new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onAllReady: () => resolve(text(pipe(new PassThrough()))),
      onShellError: reject,
    });
  });

async function sessionOf(accessToken: string): Promise<Session | null> {
  const { data } = await fetchClient.GET('/users/self');
  return data ? { token: accessToken, user: data.data } : null;
}

const handlesOf = (matches: { route: { handle?: unknown } }[]) =>
  matches.map(({ route }) => (route.handle ?? {}) as PageHandle);

async function render({ url, accessToken, template }: PageRequest): Promise<PageAnswer> {
  const queryClient = createAppQueryClient();
  const requestContext: ServerRouteContext = { queryClient, session: null };
  let leftToBrowser = false;
  const context = await handler.query(new Request(url), {
    requestContext,
    // Before any loader runs, the session the page is rendered for, as its routes declare it: react-router's place
    // for work ahead of the loaders, given the handler's own matches (matching the route table again here cost
    // a flattening of every route per request: 190 KB of garbage a page, ADR 0104). Then the loaders, as by default.
    async dataStrategy({ matches }) {
      const guard = handlesOf(matches).find((handle) => handle.session)?.session;
      const session = accessToken && guard !== 'guest' ? await sessionOf(accessToken) : null;
      if (guard === 'required' && !session) {
        leftToBrowser = true;
        return {};
      }
      requestContext.session = session;
      const loaded = matches
        .filter((match) => match.shouldLoad)
        .map(async (match) => [match.route.id, await match.resolve()] as const);
      return Object.fromEntries(await Promise.all(loaded));
    },
  });
  if (leftToBrowser) return { kind: 'browser' };
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // A route that failed to load: the browser shows the error page, with its reload.
  if (context.errors) return { kind: 'browser' };

  const { session } = requestContext;
  const handles = handlesOf(context.matches);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderMarkup(
    <StrictMode>
      <AppProviders queryClient={queryClient} sessionInHtml={session}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const state: PageState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
    session,
  };
  const modules = handles.flatMap((handle) => (handle.module ? [handle.module] : []));
  const chunks = pageChunks(manifest, modules, template);
  const html = template
    .replace(HEAD_END, () => `${styleLinks(chunks)}${HEAD_END}`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${markup}</div>\n    ` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${pageStateJson(state)}</script>\n    ` +
        `<script type="application/json" id="${PAGE_CODE_ID}">${pageCodeJson(chunks)}</script>`,
    );
  // A route declared not found, or a public page whose loader found its data missing (`publicPrefetching`).
  const notFound = handles.some((handle) => handle.notFound) || context.statusCode === 404;
  return { kind: 'page', status: notFound ? 404 : 200, html };
}

/** Renders one document request. */
export function renderPage(request: PageRequest): Promise<PageAnswer> {
  return renderCalls.run({ api: request.api, accessToken: request.accessToken }, () => render(request));
}
