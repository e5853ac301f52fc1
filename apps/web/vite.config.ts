import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const appDir = fileURLToPath(new URL('.', import.meta.url));
/** The API server of apps/api (decision D2); in development Vite forwards the API and media calls to it. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli and gzip copies of every text file, made once at build with the strongest settings, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing per request (ADR 0070).
 */
function precompress(outDir: string) {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  for (const file of walk(outDir).filter((name) => COMPRESSIBLE.test(name))) {
    const bytes = readFileSync(file);
    if (bytes.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    );
  }
}

/**
 * public/before-app.js: before the app runs, a form sent or a button pressed waits for it (instead of reloading
 * the page or doing nothing) and blurred card images sharpen as they load.
 */
const BEFORE_APP = '<script src="/before-app.js" async></script>';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  STARTED_ON_INTERACTION: readonly string[];
  NOT_FOUND_ADDRESS: string;
  prerenderedFileOf: (pattern: string) => string;
  sampleAddressOf: (pattern: string) => string;
  renderPage: (pathname: string) => Promise<string>;
  DASHBOARD_SHELLS: readonly { path: string; chunk: string; firstImage?: readonly { read: string }[] }[];
  DASHBOARD_LAYOUT_CHUNKS: readonly string[];
  renderDashboardShell: (
    pattern: string,
  ) => Promise<{ markup: string; requests: string[]; firstPaint?: { read: string; html: string } }>;
  pageRouteTable: () => unknown;
}

/**
 * A page complete without script loads the app on the visitor's first interaction: the entry's module script and
 * its preloads make way for public/start-app-on-interaction.js, which adds the same module script then.
 */
function startOnInteraction(page: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  if (!entry) throw new Error('index.html has no module script to defer');
  return page
    .replace(entry[0], `<script src="/start-app-on-interaction.js" data-entry="${entry[1]}" defer></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** public/early-requests.js: a dashboard page's first API reads leave with the HTML (issue 10.1). */
const EARLY_REQUESTS = '<script src="/early-requests.js"></script>';

/** The client build's chunks by name, each with the files it imports, to preload a page's own from its HTML. */
type ChunkFiles = Map<string, { file: string; imports: string[] }>;

function preloadedFilesOf(chunks: ChunkFiles, names: readonly string[]): string[] {
  const files = new Set<string>();
  const byFile = new Map([...chunks.values()].map((chunk) => [chunk.file, chunk]));
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  for (const name of names) {
    const chunk = chunks.get(name);
    if (!chunk) throw new Error(`no chunk named ${name}: was the route module renamed?`);
    add(chunk.file);
  }
  return [...files].map((file) => `/${file}`);
}

/**
 * index.html without its module script and module preloads, and what they named: a dashboard page has
 * public/early-requests.js request them once the page's first paint is up (issue 10.1), so on a phone the data and
 * the heading or video it paints do not queue behind 80 KB of code.
 */
function appScriptsOut(template: string): { page: string; entry: string; preloads: string[] } {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module script to move');
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let page = template.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  return { page, entry: entry[1], preloads: preloads.map((preload) => preload[1] ?? '') };
}

/**
 * After the client build: the public pages and the 404 page rendered to HTML (issue 10.1) by a server build of
 * src/prerender/renderPage.tsx, written into index.html's root as dist/pages/<path>.html, with
 * dist/pages/routes.json telling the server which file each address gets; then every text file precompressed.
 */
function staticPages(): Plugin {
  let serverBuild = false;
  const chunks: ChunkFiles = new Map();
  return {
    name: 'devlearn-static-pages',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (serverBuild) return;
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          chunks.set(output.name, { file: output.fileName, imports: output.imports });
      }
    },
    async closeBundle() {
      if (serverBuild) return;
      const outDir = path.join(appDir, 'dist');
      const renderDir = path.join(appDir, 'node_modules/.prerender');
      await build({
        configFile: path.join(appDir, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/prerender/renderPage.tsx', outDir: renderDir, emptyOutDir: true },
      });
      const renderer = (await import(
        pathToFileURL(path.join(renderDir, 'renderPage.js')).href
      )) as PrerenderModule;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const emptyRoot = '<div id="root"></div>';
      if (!template.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to fill`);
      for (const pattern of [...renderer.PRERENDERED_PATHS, renderer.NOT_FOUND_ADDRESS]) {
        const file = path.join(outDir, renderer.prerenderedFileOf(pattern));
        mkdirSync(path.dirname(file), { recursive: true });
        const markup = await renderer.renderPage(renderer.sampleAddressOf(pattern));
        const page = template
          .replace('</head>', `  ${BEFORE_APP}\n  </head>`)
          .replace(emptyRoot, `<div id="root">${markup}</div>`);
        writeFileSync(
          file,
          renderer.STARTED_ON_INTERACTION.includes(pattern) ? startOnInteraction(page) : page,
        );
      }
      // The dashboard's shells: painted from the HTML, then rendered over by the app (not hydrated: the user and
      // the data are the browser's), with the page's reads and chunks requested before the app runs.
      for (const shell of renderer.DASHBOARD_SHELLS) {
        const file = path.join(outDir, renderer.prerenderedFileOf(shell.path));
        mkdirSync(path.dirname(file), { recursive: true });
        const { markup, requests, firstPaint } = await renderer.renderDashboardShell(shell.path);
        const reads = [...(shell.firstImage ?? []), ...(firstPaint ? [firstPaint] : [])];
        const unmatched = reads.filter((read) => !requests.some((request) => request.startsWith(read.read)));
        if (unmatched.length)
          throw new Error(
            `${shell.path}: no early read for ${JSON.stringify(unmatched.map((read) => read.read))}`,
          );
        const { page: withoutApp, entry, preloads } = appScriptsOut(template);
        const earlyRequests = JSON.stringify({
          pattern: shell.path,
          requests,
          firstImage: shell.firstImage ?? [],
          firstPaint,
          // The app's entry and the page's chunks, requested by early-requests.js once the first paint is up.
          app: {
            entry,
            preloads: [
              ...preloads,
              ...preloadedFilesOf(chunks, [...renderer.DASHBOARD_LAYOUT_CHUNKS, shell.chunk]),
            ].filter((file, index, all) => all.indexOf(file) === index),
          },
        }).replace(/</g, '\\u003c');
        // First in the head and not async: a tiny script the browser asks for at once, at the priority of a
        // script that blocks parsing, while the CSS loads anyway.
        // before-app.js holds a search sent or a button pressed before the app has taken the shell over.
        const page = withoutApp
          .replace('</head>', `  ${BEFORE_APP}\n  </head>`)
          .replace(
            '<head>',
            `<head>\n    <script type="application/json" id="devlearn-early-requests">${earlyRequests}</script>\n` +
              `    ${EARLY_REQUESTS}`,
          )
          .replace(emptyRoot, `<div id="root" data-shell>${markup}</div>`);
        writeFileSync(file, page);
      }
      writeFileSync(
        path.join(outDir, 'pages', 'routes.json'),
        `${JSON.stringify(renderer.pageRouteTable(), null, 2)}\n`,
      );
      precompress(outDir);
    },
  };
}

/**
 * react-router's package points every bundler at its development build (its production build ships beside it,
 * unreferenced): the browser build takes the production one, without the development warnings' checks that run on
 * every route match (the TBT budget, bench/README.md).
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: appDir,
  plugins: [react(), tailwindcss(), staticPages()],
  resolve: { alias: command === 'build' && !isSsrBuild ? [REACT_ROUTER_PRODUCTION] : [] },
  server: {
    proxy: {
      '/api': { target: apiOrigin },
      '/media': { target: apiOrigin },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin },
      '/media': { target: apiOrigin },
    },
  },
  build: {
    // The API server serves this folder; files under /assets carry content hashes so it can cache them forever.
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The UI library's parts and their small dependencies that several pages share, as one file: a
              // page otherwise waits for a dozen tiny chunks over the browser's six connections (ADR 0080).
              name: 'ui-shared',
              test: /[\\/](node_modules[\\/]lucide-react|packages[\\/]ui[\\/]src[\\/](lib|components[\\/](Header|Footer|Sidebar|Link|Input|SearchBox|CourseCard|Button|Spinner|Loader)))[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
