import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser } from '../../test/signed-in-user.js';

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
    // A stand-in for the build's server renderer (apps/web src/entry-server.tsx): each address shows one answer.
    await mkdir(path.join(dist, 'server'));
    await writeFile(
      path.join(dist, 'server', 'entry-server.js'),
      `export async function renderPage({ url, accessToken, api, template }) {
        const { pathname } = new URL(url);
        const filled = (markup) => template.replace('<div id="root"></div>', '<div id="root">' + markup + '</div>');
        if (pathname === '/auth/login') return { kind: 'page', status: 200, html: filled('<h1>Sign In</h1>') };
        if (pathname === '/who') return { kind: 'page', status: 200, html: filled('token ' + accessToken) };
        if (pathname === '/health-read') {
          const answer = await api(new Request('http://localhost/api/v1/health'));
          return { kind: 'page', status: 200, html: filled(answer.status + ' ' + (await answer.text())) };
        }
        if (pathname === '/old') return { kind: 'redirect', status: 302, location: '/new' };
        if (pathname === '/no-such-page') return { kind: 'page', status: 404, html: filled('<h1>404 Page not found</h1>') };
        return { kind: 'browser' };
      }`,
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

  it("sends the renderer's page for an address, with its status, never stored", async () => {
    const login = await get('/auth/login?next=1', { accept: 'text/html' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.body).toContain('<div id="root"><h1>Sign In</h1></div>');
    expect(login.headers['cache-control']).toBe('private, no-store');
    const missing = await get('/no-such-page', { accept: 'text/html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>404 Page not found</h1>');
  });

  it("sends the renderer's redirect, and the empty app for a page the browser renders", async () => {
    const old = await get('/old');
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/new');
    const browser = await get('/dashboard/courses', { accept: 'text/html' });
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toBe('<!doctype html><title>DevLearn</title><div id="root"></div>');
    expect(browser.headers['cache-control']).toBe('private, no-store');
  });

  it("hands the renderer the page session's token only when it verifies (D47)", async () => {
    const user = await createSignedInUser(testApp.app);
    const signedIn = await testApp.app.inject({ url: '/who', cookies: { session: user.accessToken } });
    expect(signedIn.body).toContain(`token ${user.accessToken}`);
    const forged = await testApp.app.inject({ url: '/who', cookies: { session: `${user.accessToken}x` } });
    expect(forged.body).toContain('token null');
    expect((await get('/who')).body).toContain('token null');
  });

  it("gives the renderer this process's API as a fetch", async () => {
    const answer = await get('/health-read');
    expect(answer.body).toMatch(/<div id="root">200 \{.*"success":true/);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/index-3f2a9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("keeps helmet's headers on pages, the 404 page and assets", async () => {
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
    // A rendered page is compressed as it is sent.
    const page = await get('/auth/login', { 'accept-encoding': 'gzip, br', accept: 'text/html' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>Sign In</h1>');
    expect(page.headers.vary).toContain('accept-encoding');
  });

  it('serves other files of the build as they are', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers a missing asset with 404 instead of the page, and never serves the renderer', async () => {
    expect((await get('/assets/index-old.js')).statusCode).toBe(404);
    const renderer = await get('/server/entry-server.js');
    expect(renderer.statusCode).toBe(404);
    expect(renderer.body).not.toContain('renderPage');
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
