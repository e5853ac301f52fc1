import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const appDir = fileURLToPath(new URL('.', import.meta.url));
/** The API server of apps/api (decision D2); in development Vite forwards the API and media calls to it. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root: appDir,
  plugins: [react(), tailwindcss()],
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
