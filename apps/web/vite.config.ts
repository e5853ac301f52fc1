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
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing per request (issue 10.4).
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

/** public/hold-early-submit.js: a form sent before hydration waits for the app instead of reloading the page. */
const HOLD_EARLY_SUBMIT = '<script src="/hold-early-submit.js" async></script>';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  NOT_FOUND_ADDRESS: string;
  prerenderedFileOf: (pattern: string) => string;
  sampleAddressOf: (pattern: string) => string;
  renderPage: (pathname: string) => Promise<string>;
  pageRouteTable: () => unknown;
}

/**
 * After the client build: the public pages and the 404 page rendered to HTML (issue 10.1) by a server build of
 * src/prerender/renderPage.tsx, written into index.html's root as dist/pages/<path>.html, with
 * dist/pages/routes.json telling the server which file each address gets; then every text file precompressed.
 */
function staticPages(): Plugin {
  let serverBuild = false;
  return {
    name: 'devlearn-static-pages',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
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
          .replace('</head>', `  ${HOLD_EARLY_SUBMIT}\n  </head>`)
          .replace(emptyRoot, `<div id="root">${markup}</div>`);
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

export default defineConfig({
  root: appDir,
  plugins: [react(), tailwindcss(), staticPages()],
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
              // page otherwise waits for a dozen tiny chunks over the browser's six connections (issue 10.2).
              name: 'ui-shared',
              test: /[\\/](node_modules[\\/]lucide-react|packages[\\/]ui[\\/]src[\\/](lib|components[\\/](Header|Footer|Sidebar|Link|Input|SearchBox|CourseCard|Button|Spinner|Loader)))[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
