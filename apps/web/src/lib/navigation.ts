import type { DataRouter } from 'react-router';
import { paths } from './paths';

/**
 * Lets code outside React components (the API client's 401 handler) move the app to another route: through the
 * router the app registers at start; until then a full page load does the job.
 */
let router: Pick<DataRouter, 'navigate' | 'state'> | undefined;

export function registerRouter(appRouter: Pick<DataRouter, 'navigate' | 'state'>) {
  router = appRouter;
}

/** `state` is the new entry's history state, e.g. `{ from }` for the refresh page to return to. */
export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }) {
  if (router) void router.navigate(to, options);
  else window.location.assign(to);
}

/** The page the learner is on (path, query and hash), to come back to. */
export function currentLocation(): string {
  const { pathname, search, hash } = router?.state.location ?? window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Where a `{ from }` history state asks to go back to: a path of this app only (never another origin, never the
 * refresh page itself), else `fallback`.
 */
export function returnPathFrom(state: unknown, fallback: string): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  return from.startsWith(paths.refreshTokenWithoutToken.getHref()) ? fallback : from;
}
