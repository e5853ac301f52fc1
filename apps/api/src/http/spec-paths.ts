import type { IncomingMessage } from 'node:http';

// D37: clients written from the spec call its paths as section 7 writes them: `/users/enrollment/` and
// `/blogs/?page=1` with a trailing slash, `c/syllabus/{c}/{l} ` with a stray trailing space. Under /api/v1
// the server answers those exactly as the canonical path, by rewriting the URL before routing. Other paths
// (the web app, /media, the reference page at /api/docs/, whose slash matters) are left alone.
const API_PATH = /^\/api\/v1(?:\/|$)/;
// Trailing slashes and spaces (encoded or, through inject, raw) after the last segment, in any mix.
const TRAILING_NOISE = /(?:\/|%20|\s)+$/i;

/** The URL as the router should see it: under /api/v1, the path without trailing slashes or spaces. */
export function canonicalApiUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!API_PATH.test(path)) return url;
  const canonical = path.replace(TRAILING_NOISE, '') || '/';
  return queryStart === -1 ? canonical : canonical + url.slice(queryStart);
}

/** Fastify's `rewriteUrl` option. */
export function rewriteSpecPath(request: IncomingMessage): string {
  return canonicalApiUrl(request.url ?? '/');
}
