/** One API call public/early-requests.js started before the app had loaded (issue 10.1). */
export interface EarlyRequest {
  /** Path and query, e.g. `/api/v1/courses?limit=8`. */
  url: string;
  /** The Authorization header it was sent with. */
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Filled by public/early-requests.js on a dashboard page; each is taken once by the app's first call. */
    __devlearnEarlyRequests?: EarlyRequest[];
  }
}

/**
 * The response of a call the page's early script already sent with the same address and token, taken out so it
 * is used once (a Response body reads once); undefined when there is none and the call must go out itself. So the
 * dashboard's first data requests leave with the HTML, and none is sent twice.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const pending = typeof window === 'undefined' ? undefined : window.__devlearnEarlyRequests;
  if (!pending || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== window.location.origin) return undefined;
  const index = pending.findIndex(
    (early) =>
      early.url === `${url.pathname}${url.search}` &&
      early.authorization === request.headers.get('authorization'),
  );
  if (index === -1) return undefined;
  const [early] = pending.splice(index, 1);
  return early?.response;
}

/** Once the first page has taken what it reads, a response left over is stale: later calls go out themselves. */
export function forgetEarlyResponses() {
  window.__devlearnEarlyRequests = undefined;
}
