import { matchRoutes } from 'react-router';
import { routes } from './routes';

/** Resolves after the tasks already queued, so what was started before has left the page. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * What a link leads to, fetched while the pointer rests on it or it has focus (ADR 0080): the route's
 * chunks (the same dynamic imports the router makes, so the browser keeps one copy) and its data (its loader).
 * Pointing again costs nothing: the browser keeps each chunk once and the query cache skips data that is still
 * fresh. Resolves when the chunks have loaded (the data arrives in the query cache on its own).
 */
export function preloadRoute(href: string) {
  const url = new URL(href, window.location.href);
  const matches = matchRoutes(routes, url) ?? [];
  // Data first: the browser opens at most six connections to a server over HTTP/1.1 and a page has several
  // chunks; the API calls (sent after a few promise turns of the client's middleware) go out before the chunks
  // are asked for, a task later, instead of queueing behind them.
  for (const { route, params } of matches) {
    if (typeof route.loader === 'function') {
      void route.loader({
        params,
        request: new Request(url),
        url,
        pattern: route.path ?? '',
        context: undefined,
      });
    }
  }
  return nextTask()
    .then(() =>
      Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : null))),
    )
    .then(() => undefined);
}
