import { ApiError } from '@devlearn/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import type { PublicPageData } from '../lib/publicPage';
import { isSessionExpired, sessionStore, type Session } from '../lib/session';

/**
 * How a route's page starts, declared on the route (`handle`): `session: 'required'` pages are rendered on the
 * server only for a page session it knows (otherwise in the browser, whose stored session the guard reads: ADR
 * 0100); `session: 'guest'` pages are rendered on the server as for a visitor; `notFound` pages answer 404;
 * `module` is the file of the route's lazy component, whose chunks the server's page links (ADR 0101).
 */
export interface PageHandle {
  session?: 'required' | 'guest';
  notFound?: true;
  module?: string;
}

/** What the server renderer gives each loader of one document request (react-router's `requestContext`). */
export interface ServerRouteContext {
  queryClient: QueryClient;
  session: Session | null;
}

let browserQueryClient: QueryClient | undefined;

/** The browser app's query client, for the data requests routes start before their code has loaded. */
export function provideRouteDataClient(client: QueryClient) {
  browserQueryClient = client;
}

type Prefetch = (client: QueryClient, params: Params, url: URL) => Promise<unknown>[];

const isServerContext = (context: unknown): context is ServerRouteContext =>
  typeof context === 'object' && context !== null && 'queryClient' in context;

/**
 * A route loader that starts the page's queries. In the browser it returns at once: react-router runs it beside
 * the download of the route's chunk, so the data is on its way before the page's code has run, and the page
 * renders from the same cache. On the server it waits for them, so the page is rendered with its data. Only with
 * a live session: the dashboard's guard decides everything else. Its loader data is the message of a read that
 * failed on the server (else null): the page's cache carries no failed query, so a page that shows the error
 * takes it from here, and the browser's first render matches the server's (the moderation queue's 403).
 */
export const prefetching =
  (prefetch: Prefetch) =>
  async ({ params, request, context }: Pick<LoaderFunctionArgs, 'params' | 'request' | 'context'>) => {
    const server = isServerContext(context) ? context : undefined;
    const client = server ? server.queryClient : browserQueryClient;
    const session = server ? server.session : sessionStore.get();
    if (client && session && !isSessionExpired(session)) {
      const started = prefetch(client, params, new URL(request.url));
      if (!server) return null;
      await Promise.all(started);
      const [failed] = client.getQueryCache().findAll({ predicate: ({ state }) => state.error !== null });
      return failed?.state.error?.message ?? null;
    }
    return null;
  };

/**
 * The loader of a public page (the certificate verification, D51): its queries start for anyone, signed in or
 * not. On the server it waits for them, and a 404 among them makes the document a 404 whose component knows
 * (`notFound`, also in the hydration data, so the browser's first render matches the server's).
 */
export const publicPrefetching =
  (prefetch: Prefetch) =>
  async ({ params, request, context }: Pick<LoaderFunctionArgs, 'params' | 'request' | 'context'>) => {
    const server = isServerContext(context) ? context : undefined;
    const client = server ? server.queryClient : browserQueryClient;
    const found = { notFound: false } satisfies PublicPageData;
    if (!client) return found;
    const started = prefetch(client, params, new URL(request.url));
    if (!server) return found;
    await Promise.all(started);
    const missing = client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
    return missing ? data({ notFound: true } satisfies PublicPageData, { status: 404 }) : found;
  };
