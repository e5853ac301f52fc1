import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pageSessionOf } from '../auth/page-session.js';
import { handleNotFound } from '../http/error-handler.js';

export interface WebAppOptions {
  /** apps/web/dist: index.html, hashed files under assets/ and the server renderer under server/. */
  distDir: string;
}

/**
 * The web app's server renderer as its build describes it (apps/web src/entry-server.tsx, ADR 0100). It is
 * loaded from the built file at run time: this server imports no web source.
 */
interface PageRenderer {
  renderPage(request: {
    url: string;
    accessToken: string | null;
    api: typeof fetch;
    template: string;
  }): Promise<
    | { kind: 'page'; status: number; html: string }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser' }
  >;
}

// Vite puts content-hashed files under /assets: their names change with their content, so they can be cached
// for a year. A page is rendered for its request (and its session): never stored.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PAGE = 'private, no-store';

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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality for a page compressed per request (ADR 0104): 4, a usual setting for dynamic HTML, takes half
 * the CPU of 5 on a dashboard page (0.3 against 0.6 ms for 33 KB) for 6% more bytes (6,254 against 5,912).
 */
const PAGE_BROTLI_QUALITY = 4;

/**
 * A rendered page compressed for the browser that accepts it: brotli at a low quality, else gzip, else as it is.
 * Built files are compressed once, at build time.
 */
async function compressedPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'cookie, accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipped(html);
  }
  return html;
}

/** Paths that are never the web app: a miss there is a JSON 404, not a page. */
function isServerPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/media/');
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
}

const FORM_BODY = 'application/x-www-form-urlencoded';

/**
 * A page's form sent by the browser itself, before the app has hydrated it. The app's forms are POST (the
 * course search, a GET, aside), so their fields (a password, a code) never travel in an address; the server drops
 * the body unread and sends the visitor back to the page (303), where the app then runs.
 */
function isNativeFormPost(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    !isServerPath(request.url) &&
    (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_BODY
  );
}

/**
 * The API of this process as a fetch, for the renderer's reads: each goes through the routes, validation and
 * permissions a browser's would, from the document request's address (its rate limits are the visitor's).
 */
function inProcessApi(app: FastifyInstance, from: FastifyRequest): typeof fetch {
  return async (input, init) => {
    // The renderer hands over the Request its client built: read as it is, not copied.
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      remoteAddress: from.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Every path that is not the API or media is the web app (D2): a file of the build, or a page the renderer
 * renders for the request with its page session (D47). Before the web app is built, a plain page says so.
 */
export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const rendererFile = path.join(distDir, 'server', 'entry-server.js');
  const built = existsSync(indexFile) && existsSync(rendererFile);

  let template = '';
  let renderer: PageRenderer | undefined;
  if (built) {
    template = readFileSync(indexFile, 'utf8');
    renderer = (await import(pathToFileURL(rendererFile).href)) as PageRenderer;
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The renderer and the build's manifest are this server's to read, not files for browsers.
      globIgnore: ['server/**', '.vite/**'],
      // The build writes .br and .gz beside each text file: sent as they are to browsers that accept them.
      preCompressed: true,
      etag: true,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath).split(path.sep).join('/');
        res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  }

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
    if (!renderer)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(PLACEHOLDER_PAGE);
    if (pathname.startsWith('/assets/') || pathname.startsWith('/server/') || pathname.startsWith('/.vite/'))
      return handleNotFound(request, reply);

    const session = pageSessionOf(request);
    const answer = await renderer.renderPage({
      url: new URL(request.url, 'http://localhost').toString(),
      accessToken: session.state === 'signed-in' ? session.accessToken : null,
      api: inProcessApi(app, request),
      template,
    });
    reply.header('cache-control', PAGE).header('vary', 'cookie');
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    const html = answer.kind === 'page' ? answer.html : template;
    return reply
      .code(answer.kind === 'page' ? answer.status : 200)
      .type('text/html; charset=utf-8')
      .send(await compressedPage(request, reply, html));
  });
};
