import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { handleNotFound } from '../http/error-handler.js';
import { pageFileOf, type PageRouteTable } from './page-routes.js';

export interface WebAppOptions {
  /** apps/web/dist: index.html plus hashed files under assets/. */
  distDir: string;
}

// Vite puts content-hashed files under /assets: their names change with their content, so they can be cached
// for a year. index.html must always be revalidated so a new deploy is picked up.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>DevLearn</title></head>
  <body>
    <main>
      <h1>DevLearn</h1>
      <p>The API is running, but the web app has not been built yet.</p>
      <p>Run <code>npm run build</code> and restart, or see the <a href="/api/docs">API reference</a>.</p>
    </main>
  </body>
</html>
`;

/** Paths that are never the web app: a miss there is a JSON 404, not index.html. */
function isServerPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/media/');
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
}

const FORM_BODY = 'application/x-www-form-urlencoded';

/**
 * A page's form sent by the browser itself: the app's forms are only sent that way when the visitor sends one
 * before public/before-app.js (an async script) has started holding them. The app's forms are POST (the course
 * search, a GET, aside), so their fields (a password, a code) never travel in an address; the server drops the body
 * unread and sends the visitor back to the page (303), where the app then runs.
 */
function isNativeFormPost(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    !isServerPath(request.url) &&
    (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_BODY
  );
}

/**
 * Every path that is not the API or media serves the built web app, with a history fallback to index.html
 * (D2). Before the web app is built, a plain page says so.
 */
export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file: sent as they are to browsers that accept them.
      preCompressed: true,
      // HTML is revalidated on every visit: an ETag lets that be a 304 (issue 10.4).
      etag: true,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath).split(path.sep).join('/');
        res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  /**
   * The pages the build rendered to HTML (issue 10.1) and which address gets which (dist/pages/routes.json):
   * a public page's address gets the page itself, so the first paint needs no script; an address the app does
   * not know gets the 404 page with status 404; every other address the empty index.html.
   */
  const routeTableFile = path.join(distDir, 'pages', 'routes.json');
  const pageRoutes =
    built && existsSync(routeTableFile)
      ? (JSON.parse(readFileSync(routeTableFile, 'utf8')) as PageRouteTable)
      : undefined;

  // Only this plugin's context (the pages' 404 handler) reads form bodies, and it reads them into nothing; the API's
  // routes answer a form body as they did (their JSON schema applies whatever the declared type: a 422).
  app.addContentTypeParser(FORM_BODY, { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isNativeFormPost(request)) {
      // One leading slash: `//host` or `/\host` would send the visitor to another site.
      const page = pathname.replace(/^[/\\]+/, '/');
      return reply.code(303).header('location', page).header('cache-control', 'no-store').send();
    }
    if (!wantsPage(request)) return handleNotFound(request, reply);
    if (!built)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(PLACEHOLDER_PAGE);
    const file = pathname.replace(/^\/+/, '');
    // A real file (e.g. /favicon.svg, /assets/index-3f2a.js); anything else is a client-side route.
    if (file && !file.includes('..') && existsSync(path.join(distDir, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    if (file.startsWith('assets/')) return handleNotFound(request, reply);
    const page = pageRoutes ? pageFileOf(pageRoutes, pathname) : { file: 'index.html', notFound: false };
    return reply
      .code(page.notFound ? 404 : 200)
      .header('cache-control', REVALIDATE)
      .sendFile(page.file);
  });
};
