import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { handleNotFound } from '../http/error-handler.js';

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
   * The public pages the build rendered to HTML (dist/pages/<path>.html, issue 10.1): their address gets the
   * page itself, so the first paint needs no script; every other address gets the empty index.html.
   */
  const pagesDir = path.join(distDir, 'pages');
  const prerenderedPages = new Set(
    built && existsSync(pagesDir)
      ? readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.html'))
          .map((name) => `pages/${name.split(path.sep).join('/')}`)
      : [],
  );
  const prerenderedPageOf = (file: string): string | undefined => {
    const page = `pages/${file.replace(/\/+$/, '') || 'index'}.html`;
    return prerenderedPages.has(page) ? page : undefined;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return handleNotFound(request, reply);
    if (!built)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(PLACEHOLDER_PAGE);
    const pathname = request.url.split('?')[0] ?? '/';
    const file = pathname.replace(/^\/+/, '');
    // A real file (e.g. /favicon.svg, /assets/index-3f2a.js); anything else is a client-side route.
    if (file && !file.includes('..') && existsSync(path.join(distDir, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    if (file.startsWith('assets/')) return handleNotFound(request, reply);
    return reply.header('cache-control', REVALIDATE).sendFile(prerenderedPageOf(file) ?? 'index.html');
  });
};
