import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { installWithOneRetry, monorepoVersion, run } from './install';

// The package in a Next.js App Router app, installed from its tarball (test/pack.global.ts) into an empty folder
// with Next from the registry: a server component page renders CourseCard from the root entry, a client component
// of the app renders CommentThread (test/consumer-next/app/). `next build` prerenders the page; `next start`
// serves it to Chromium, where the thread must hydrate and take a comment.
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-ui-next-'));

/** The Next.js the consumer installs (the current release when this test was written). */
const NEXT_VERSION = '16.4.6';
const BUILD_TIMEOUT_MS = 180_000;

let server: ChildProcess | undefined;
let origin = '';
let browser: Browser;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const dependencies = {
    '@devlearn/ui': `file:${inject('uiTarball')}`,
    next: NEXT_VERSION,
    react: monorepoVersion('react'),
    'react-dom': monorepoVersion('react-dom'),
  };
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: 'ui-consumer-next', private: true, type: 'module', dependencies }, null, 2),
  );
  installWithOneRetry(appDir);
  cpSync(path.join(packageDir, 'test/consumer-next/app'), path.join(appDir, 'app'), { recursive: true });

  const next = path.join(appDir, 'node_modules/next/dist/bin/next');
  run(process.execPath, [next, 'build'], appDir, BUILD_TIMEOUT_MS);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [next, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('next start did not answer within 30 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await chromium.launch(chromiumLaunchOptions);
}, 420_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  if (!process.env.KEEP_CONSUMER_APP) rmSync(appDir, { recursive: true, force: true });
  else console.log(`Next.js consumer app kept in ${appDir}`);
});

describe('@devlearn/ui in a Next.js App Router app', () => {
  it('installs without Quill or the avatar editor, which are optional peers', () => {
    for (const name of ['quill', 'react-quill-new', 'react-avatar-editor']) {
      expect(existsSync(path.join(appDir, 'node_modules', name)), name).toBe(false);
    }
  });

  it('next build prerenders the server page with CourseCard and the client CommentThread', () => {
    const html = readFileSync(path.join(appDir, '.next/server/app/index.html'), 'utf8');
    expect(html).toContain('Packed React');
    expect(html).toContain('A comment from the registry install');
    expect(html).toContain('data-slot="course-card"');
  });

  it('hydrates: the thread takes a comment in the browser, with the package styles and no error', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(origin);
    await page.getByRole('heading', { name: 'Packed React' }).waitFor();
    const card = page.locator('[data-slot="course-card"]');
    // bg-dl-surface from the compiled stylesheet (--color-dl-surface).
    expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(19, 26, 46)',
    );
    await page.getByLabel('Add a comment').fill('Posted after hydration');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText('Posted after hydration').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
