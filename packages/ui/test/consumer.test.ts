import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { installWithOneRetry, monorepoVersion, run } from './install';

// The package as another project gets it: the tarball of the publishable dist folder (test/pack.global.ts) is
// `npm install`ed into an empty folder in the OS temp directory, with every dependency resolved from the registry
// (no link into the monorepo). Small Vite apps (test/consumer/<variant>/main.tsx) share that one install; each is
// type-checked, built with the installed Vite, measured against a React-only baseline and opened in Chromium.
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = path.join(packageDir, 'test/consumer');
const appDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-ui-consumer-'));

/** What each variant may add to the React-only baseline, in gzipped bytes of JavaScript (ADR 0037). */
const budgets = { button: 6 * 1024, cards: 40 * 1024 };

/**
 * The consumer's own tools, at the versions the monorepo uses so npm's cache usually has them, and the editor's
 * optional peer (the editor variant imports `@devlearn/ui/rich-text-editor`).
 */
const consumerTools = [
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  'tailwindcss',
  '@tailwindcss/vite',
  'react-quill-new',
];

type Sizes = { js: number; css: number };

/** Gzipped bytes (level 9) of the JavaScript and the CSS a built variant sends. */
function measure(variant: string): Sizes {
  const assets = path.join(appDir, variant, 'dist/assets');
  const sizes = { js: 0, css: 0 };
  for (const name of readdirSync(assets)) {
    const gz = gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length;
    if (name.endsWith('.js')) sizes.js += gz;
    if (name.endsWith('.css')) sizes.css += gz;
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const variants = ['baseline', 'button', 'cards', 'editor', 'tailwind', 'shadcn-theme'] as const;
/** The variants that compile their own Tailwind (test/consumer/<variant>/styles.css). */
const withTailwind: readonly string[] = ['tailwind', 'shadcn-theme'];
const sizes = {} as Record<(typeof variants)[number], Sizes>;
let server: Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  const dependencies: Record<string, string> = { '@devlearn/ui': `file:${inject('uiTarball')}` };
  for (const name of consumerTools) dependencies[name] = monorepoVersion(name);
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: 'ui-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  installWithOneRetry(appDir);

  for (const variant of variants) {
    const dir = path.join(appDir, variant);
    cpSync(path.join(fixturesDir, variant), path.join(dir, 'src'), { recursive: true });
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>consumer</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      path.join(dir, 'vite.config.js'),
      [
        "import react from '@vitejs/plugin-react';",
        "import tailwindcss from '@tailwindcss/vite';",
        `export default { base: './', plugins: [react()${withTailwind.includes(variant) ? ', tailwindcss()' : ''}] };`,
      ].join('\n'),
    );
    run(
      process.execPath,
      [path.join(appDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      dir,
    );
    sizes[variant] = measure(variant);
  }
  console.log(
    variants
      .map((variant) => {
        const { js, css } = sizes[variant];
        const added = variant === 'baseline' ? '' : `, +${kb(js - sizes.baseline.js)} JS over the baseline`;
        return `${variant}: ${kb(js)} JS gz, ${kb(css)} CSS gz${added}`;
      })
      .join('\n'),
  );

  server = createServer((request, response) => {
    const [variant = '', ...rest] = (request.url ?? '/').split('?')[0]!.split('/').filter(Boolean);
    const file = path.join(appDir, variant, 'dist', rest.join('/') || 'index.html');
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  // KEEP_CONSUMER_APP=1 leaves the installed app in the temp folder to look at its bundles.
  if (!process.env.KEEP_CONSUMER_APP) rmSync(appDir, { recursive: true, force: true });
  else console.log(`consumer app kept in ${appDir}`);
});

/** Opens a built variant (its assets under /<variant>/) and fails on any console error. */
async function open(variant: string) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/${variant}/`);
  return { page, errors };
}

describe('@devlearn/ui installed from its tarball', () => {
  it('resolves its dependencies from the registry, not from the monorepo', () => {
    const installed = path.join(appDir, 'node_modules/@devlearn/ui');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(manifest.sideEffects).toEqual(['*.css']);
    const files = readdirSync(installed);
    expect(files).toEqual(
      expect.arrayContaining(['index.js', 'index.d.ts', 'styles.css', 'tailwind.css', 'theme.css']),
    );
    expect(files).not.toContain('src');
    // One module per source module, with its declarations beside it.
    expect(readdirSync(path.join(installed, 'components/Button'))).toEqual(
      expect.arrayContaining(['Button.js', 'Button.d.ts']),
    );
    // Every dependency is a folder npm unpacked, not a link back into the monorepo.
    const lock = JSON.parse(readFileSync(path.join(appDir, 'package-lock.json'), 'utf8'));
    const entries = Object.entries(lock.packages as Record<string, { link?: boolean; resolved?: string }>);
    expect(entries.filter(([, entry]) => entry.link)).toEqual([]);
    expect(entries.filter(([, entry]) => entry.resolved?.startsWith('file:')).map(([name]) => name)).toEqual([
      'node_modules/@devlearn/ui',
    ]);
    for (const name of ['radix-ui', 'react', 'sonner']) {
      expect(lstatSync(path.join(appDir, 'node_modules', name)).isSymbolicLink()).toBe(false);
    }
  });

  it('is MIT-licensed, and only its dist folder can be published', () => {
    const installed = path.join(appDir, 'node_modules/@devlearn/ui');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(path.join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(manifest.private).toBeUndefined();
    // The workspace manifest points at src/ and is private: `npm publish` there publishes nothing.
    const workspace = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    expect(workspace.private).toBe(true);
    expect(workspace.license).toBe('MIT');
  });

  it('lists Quill and the avatar editor as optional peers, not as dependencies', () => {
    const installed = path.join(appDir, 'node_modules/@devlearn/ui');
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual([
      'react',
      'react-avatar-editor',
      'react-dom',
      'react-quill-new',
    ]);
    expect(manifest.peerDependenciesMeta).toEqual({
      'react-avatar-editor': { optional: true },
      'react-quill-new': { optional: true },
    });
    expect(Object.keys(manifest.dependencies)).not.toContain('react-quill-new');
    expect(Object.keys(manifest.dependencies)).not.toContain('react-avatar-editor');
    // This app asked for the editor's peer and not for the avatar editor's.
    expect(readdirSync(path.join(appDir, 'node_modules'))).toContain('quill');
    expect(readdirSync(path.join(appDir, 'node_modules'))).not.toContain('react-avatar-editor');
  });

  it('keeps "use client" on every module that says it in the sources', () => {
    const installed = path.join(appDir, 'node_modules/@devlearn/ui');
    const clientSources = (readdirSync(path.join(packageDir, 'src'), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
      .filter((file) => readFileSync(path.join(packageDir, 'src', file), 'utf8').startsWith("'use client';"));
    expect(clientSources.length).toBeGreaterThan(40);
    const withoutDirective = clientSources.filter((file) => {
      const built = readFileSync(path.join(installed, file.replace(/\.tsx?$/, '.js')), 'utf8');
      return !built.startsWith('"use client";');
    });
    expect(withoutDirective).toEqual([]);
  });

  it('ships no Preflight and no rule for html, body or bare elements', () => {
    const css = readFileSync(path.join(appDir, 'node_modules/@devlearn/ui/styles.css'), 'utf8');
    // Every rule of the compiled stylesheet is scoped by a class of the package, except the tokens on :root,
    // keyframe steps, and Tailwind's fallback that gives every element its --tw-* properties' initial values.
    const rules = [...css.matchAll(/(?:^|[{};])\s*([^{};@]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
      selector: selector!.trim(),
      body: body!,
    }));
    expect(rules.length).toBeGreaterThan(100);
    const bare = rules.filter(
      ({ selector, body }) =>
        !selector.split(/(?<!\\),/).every((part) => part.includes('.')) &&
        !/^(:root,\s*:host|from|to|[\d.]+%)$/.test(selector) &&
        !body
          .split(';')
          .every((declaration) => !declaration.trim() || declaration.trim().startsWith('--tw-')),
    );
    expect(bare.map(({ selector }) => selector)).toEqual([]);
    expect(css).not.toMatch(/(^|[\s,}])(html|body)\s*[,{]/);
    // Tailwind's own theme variables are inlined, so none of them lands on :root beside the `dl` tokens.
    const rootVariables = [...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!);
    expect(rootVariables.filter((name) => !/^--(tw-|[a-z]+-dl-)/.test(name))).toEqual([]);
  });

  it('type-checks every variant against the shipped declarations', () => {
    writeFileSync(
      path.join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['*/src/**/*.tsx', 'types.d.ts'],
      }),
    );
    writeFileSync(path.join(appDir, 'types.d.ts'), "declare module '*.css';\n");
    const tsc = path.join(appDir, 'node_modules/typescript/bin/tsc');
    expect(() => run(process.execPath, [tsc, '-p', appDir], appDir)).not.toThrow();
  }, 120_000);

  it('Button alone adds at most 6 KB gz of JavaScript to a React app', () => {
    expect(sizes.button.js - sizes.baseline.js).toBeLessThanOrEqual(budgets.button);
  });

  it('CourseCard, CommentThread and Toaster add at most 40 KB gz of JavaScript', () => {
    expect(sizes.cards.js - sizes.baseline.js).toBeLessThanOrEqual(budgets.cards);
  });

  it('Quill and the editor styles come with the editor entry only', () => {
    const bundle = (variant: string) =>
      readdirSync(path.join(appDir, variant, 'dist/assets'))
        .map((name) => readFileSync(path.join(appDir, variant, 'dist/assets', name), 'utf8'))
        .join('\n');
    expect(bundle('editor')).toContain('.ql-snow');
    for (const variant of ['button', 'cards', 'tailwind']) {
      expect(bundle(variant)).not.toContain('ql-snow');
      expect(bundle(variant)).not.toContain('quill');
    }
  });

  it('a Tailwind consumer gets only the classes of the components it scans', () => {
    expect(sizes.tailwind.js).toBeLessThanOrEqual(sizes.button.js);
    expect(sizes.tailwind.css).toBeLessThan(sizes.button.css);
  });

  it('renders Button with the package styles (compiled stylesheet and Tailwind theme)', async () => {
    for (const variant of ['button', 'tailwind', 'shadcn-theme']) {
      const { page, errors } = await open(variant);
      const button = page.getByRole('button', { name: 'Enrol' });
      await button.waitFor();
      // bg-dl-accent: the theme's --color-dl-accent (#6d4aff).
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(109, 74, 255)',
      );
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('renders CourseCard, CommentThread and a toast with their styles', async () => {
    const { page, errors } = await open('cards');
    await page.getByRole('heading', { name: 'Packed React' }).waitFor();
    await page.getByText('A comment from the registry install').waitFor();
    await page.getByText('Toast from the package').waitFor();
    // The card draws its own surface (--color-dl-surface); the page around it stays the host's.
    const card = page.locator('[data-slot="course-card"]');
    expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(19, 26, 46)',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leaves the host's page alone: no margin reset, background, colour or user-select on body", async () => {
    const { page, errors } = await open('cards');
    await page.getByRole('heading', { name: 'Packed React' }).waitFor();
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return {
        margin: style.margin,
        background: style.backgroundColor,
        color: style.color,
        userSelect: style.userSelect,
      };
    });
    // Chromium's defaults: an 8 px margin, transparent background, black text, selectable.
    expect(body).toEqual({
      margin: '8px',
      background: 'rgba(0, 0, 0, 0)',
      color: 'rgb(0, 0, 0)',
      userSelect: 'auto',
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps its tokens apart from a shadcn-style theme's --color-accent, muted, ring and surface", async () => {
    const { page, errors } = await open('shadcn-theme');
    const button = page.getByRole('button', { name: 'Enrol' });
    await button.waitFor();
    const colour = (text: string, property: 'backgroundColor' | 'color') =>
      page.getByText(text).evaluate((element, name) => getComputedStyle(element)[name], property);
    // The host's own utilities use the host's theme (test/consumer/shadcn-theme/styles.css) ...
    expect(await colour('Host accent', 'backgroundColor')).toBe('rgb(244, 244, 245)');
    expect(await colour('Host muted', 'color')).toBe('rgb(113, 113, 122)');
    // ... and the package's components keep the package's.
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(109, 74, 255)',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders the rich-text editor with the Snow toolbar', async () => {
    const { page, errors } = await open('editor');
    await page.getByText('Hello from the editor').waitFor();
    const toolbar = page.locator('.ql-toolbar.ql-snow');
    await toolbar.waitFor();
    // quill.snow.css lays the toolbar buttons out in a row of 28 px boxes.
    const width = await toolbar
      .locator('button')
      .first()
      .evaluate((element) => getComputedStyle(element).width);
    expect(width).toBe('28px');
    expect(errors).toEqual([]);
    await page.close();
  });
});
