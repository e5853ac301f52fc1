import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const appDir = fileURLToPath(new URL('.', import.meta.url));
/** The API server of apps/api (decision D2); in development Vite forwards the API and media calls to it. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiOrigin }, '/media': { target: apiOrigin } };

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
  // The server renderer and the build's manifest are read from disk by the API server, never sent.
  const unsent = ['server', '.vite'].map((folder) => path.join(outDir, folder, path.sep));
  const served = walk(outDir).filter((name) => !unsent.some((folder) => name.startsWith(folder)));
  for (const file of served.filter((name) => COMPRESSIBLE.test(name))) {
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
 * After the client build: the server renderer (src/entry-server.tsx) built into dist/server as one file with its
 * dependencies, which the API server imports at run time (ADR 0100), then every text file precompressed.
 */
function serverRenderer(): Plugin {
  let serverBuild = false;
  return {
    name: 'devlearn-server-renderer',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBuild) return;
      const outDir = path.join(appDir, 'dist');
      await build({
        configFile: path.join(appDir, 'vite.config.ts'),
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, 'server'),
          emptyOutDir: true,
          manifest: false,
        },
      });
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

export default defineConfig(({ command }) => ({
  root: appDir,
  plugins: [react(), tailwindcss(), serverRenderer()],
  resolve: { alias: command === 'build' ? [REACT_ROUTER_PRODUCTION] : [] },
  server: { proxy },
  preview: { proxy },
  build: {
    // The API server serves this folder; files under /assets carry content hashes so it can cache them forever.
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks of each module, which the server renderer links in a page (ADR 0101).
    manifest: true,
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
            {
              // The app's own shared code (the client, the query cache, the session, query options) that the app's
              // start and its pages both import: one file rather than a handful of few-hundred-byte ones.
              name: 'app-shared',
              test: /[\\/](apps[\\/]web[\\/]src[\\/](lib|app|features[\\/][^\\/]+[\\/]api)|packages[\\/]api-client[\\/]src|node_modules[\\/](@tanstack|openapi-fetch|openapi-react-query))[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
