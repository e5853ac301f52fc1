import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('the built web app on the same port (D2)', () => {
  let dist: string;
  let testApp: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'devlearn-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>DevLearn</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-3f2a9c.js'), 'console.log("app")');
    // What the build's precompress step writes beside each text file.
    await writeFile(
      path.join(dist, 'assets', 'index-3f2a9c.js.br'),
      brotliCompressSync('console.log("app")'),
    );
    await writeFile(path.join(dist, 'assets', 'index-3f2a9c.js.gz'), gzipSync('console.log("app")'));
    await writeFile(
      path.join(dist, 'index.html.br'),
      brotliCompressSync('<!doctype html><title>DevLearn</title><div id="root"></div>'),
    );
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's prerender step writes for the public pages (issue 10.1).
    await mkdir(path.join(dist, 'pages', 'auth'), { recursive: true });
    await writeFile(
      path.join(dist, 'pages', 'auth', 'login.html'),
      '<!doctype html><title>DevLearn</title><div id="root"><main><h1>Sign In</h1></main></div>',
    );
    await writeFile(
      path.join(dist, 'pages', '404.html'),
      '<!doctype html><title>DevLearn</title><div id="root"><main><h1>404 Page not found</h1></main></div>',
    );
    // Which address gets which file, as the build writes it.
    await writeFile(
      path.join(dist, 'pages', 'routes.json'),
      JSON.stringify({
        routes: [
          { path: '/', file: 'index.html' },
          { path: '/auth/login', file: 'pages/auth/login.html' },
          { path: '/auth/register', file: 'index.html' },
          { path: '/auth/email-verification/:token', file: 'index.html' },
          { path: '/dashboard/*', file: 'index.html' },
        ],
        notFound: 'pages/404.html',
      }),
    );
    testApp = await buildTestApp({ config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  /** A form as the browser sends it by itself, with no script. */
  const postForm = (url: string | { pathname: string }, payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('serves index.html for client-side routes (history fallback), never cached', async () => {
    for (const url of ['/', '/dashboard/courses', '/auth/email-verification/abc?x=1']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a prerendered public page its own HTML, with the heading in it, never cached', async () => {
    for (const url of ['/auth/login', '/auth/login/', '/auth/login?next=1']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body, url).toContain('<h1>Sign In</h1>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeTruthy();
    }
    // Pages the build did not render still get the empty root.
    expect((await get('/auth/register', { accept: 'text/html' })).body).toContain('<div id="root"></div>');
  });

  it('answers an address the app does not know with the prerendered 404 page and status 404', async () => {
    for (const url of ['/no-such-page', '/auth/no-such-page', '/auth/login/extra?x=1']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body, url).toContain('<h1>404 Page not found</h1>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/index-3f2a9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps helmet's headers on pages, prerendered pages, the 404 page and assets", async () => {
    for (const url of ['/', '/auth/login', '/no-such-page', '/assets/index-3f2a9c.js']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends the precompressed brotli or gzip copy to browsers that accept it (ADR 0070)', async () => {
    const brotli = await get('/assets/index-3f2a9c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app")');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/assets/index-3f2a9c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');
    const page = await get('/dashboard/courses', { 'accept-encoding': 'br', accept: 'text/html' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a page revalidation with 304 through its ETag', async () => {
    const first = await get('/', { accept: 'text/html' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/', { accept: 'text/html', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves other files of the build as they are', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    expect((await get('/assets/index-old.js')).statusCode).toBe(404);
  });

  it('sends a form the browser sent itself back to its page with 303, its fields dropped unread', async () => {
    const response = await postForm('/auth/login?next=1', 'email=ada%40example.com&password=Secret123%21');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/login');
    expect(response.body).toBe('');
  });

  it('never sends a form back to another site: the page address keeps one leading slash', async () => {
    for (const pathname of ['//evil.example/login', '/\\evil.example/login']) {
      const response = await postForm({ pathname }, 'a=1');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/evil.example/login');
    }
  });

  it("leaves a form body sent to the API to the API: its 422, not the pages' 303", async () => {
    const response = await postForm('/api/v1/users/login', 'email=ada%40example.com&password=Secret123%21');
    expect(response.statusCode).toBe(422);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ success: false });
  });

  it('keeps API and media misses as JSON 404s', async () => {
    for (const url of ['/api/v1/unknown', '/api/unknown', '/media/unknown/path']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, success: false, data: null });
    }
  });
});

describe('before the web app is built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: { webDistDir: path.join(os.tmpdir(), 'devlearn-no-such-dist') } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows a plain page that says so', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dashboard/courses' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('the web app has not been built yet');
    expect(response.body).toContain('npm run build');
  });
});
