import { paths } from './paths';

/**
 * Lets code outside React components (the API client's 401 handler) move the app to another route. The router
 * registers its own `navigate` at start; until then a full page load does the job.
 */
export interface NavigateOptions {
  replace?: boolean;
  /** History state of the new entry, e.g. `{ from }` for the refresh page to return to. */
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);
let locateImpl = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The router's `navigate` and, for a router that is not the address bar (tests), where it is. */
export function registerNavigate(navigate: Navigate, locate?: () => string) {
  navigateImpl = navigate;
  if (locate) locateImpl = locate;
}

export function navigateTo(to: string, options?: NavigateOptions) {
  navigateImpl(to, options);
}

/** The page the learner is on (path, query and hash), to come back to. */
export function currentLocation(): string {
  return locateImpl();
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
