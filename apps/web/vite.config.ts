import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const appDir = fileURLToPath(new URL('.', import.meta.url));
/** The API server of apps/api (decision D2); in development Vite forwards the API and media calls to it. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli and gzip copies of every text file, made once at build with the strongest settings, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing per request (issue 10.4).
 */
function precompress(): Plugin {
  return {
    name: 'devlearn-precompress',
    apply: 'build',
    closeBundle() {
      const outDir = path.join(appDir, 'dist');
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
    },
  };
}

export default defineConfig({
  root: appDir,
  plugins: [react(), tailwindcss(), precompress()],
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
  },
});
