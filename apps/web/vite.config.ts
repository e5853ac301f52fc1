import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const appDir = fileURLToPath(new URL('.', import.meta.url));
/** The API server of apps/api (decision D2); in development Vite forwards the API and media calls to it. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiOrigin }, '/media': { target: apiOrigin } };

/**
 * After the client build: the server renderer (src/entry-server.tsx) built into dist/server as one file with its
 * dependencies, which the API server imports at run time (ADR 0100).
 */
function serverRenderer(): Plugin {
  return {
    name: 'devlearn-server-renderer',
    async closeBundle() {
      await build({
        configFile: path.join(appDir, 'vite.config.ts'),
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(appDir, 'dist', 'server'),
          emptyOutDir: true,
          manifest: false,
        },
      });
    },
  };
}

/**
 * Brotli (best quality) and gzip (level 9, the plugin's defaults) copies of every text file the client build writes,
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request
 * (ADR 0070). The build's manifest is read from disk by the API server, never sent.
 */
const precompress = () =>
  compression({
    include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
    exclude: /(^|[\\/])\.vite[\\/]/,
    threshold: 512,
    skipIfLargerOrEqual: false,
  });

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
  // The server build (serverRenderer's) is read from disk by the API server: nothing is compressed for it.
  plugins: [
    react(),
    tailwindcss(),
    ...(command === 'build' && !isSsrBuild ? [serverRenderer(), precompress()] : []),
  ],
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
