import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const appDir = fileURLToPath(new URL('.', import.meta.url));

// Route-level tests: the real router, providers and UI screens in jsdom, the API answered by the contract-typed
// msw handlers of @devlearn/api-client/mocks. Run with `npm test -w @devlearn/web`.
export default defineConfig({
  root: appDir,
  plugins: [react()],
  test: {
    name: 'web',
    root: appDir,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 15_000,
    // Two workers on CI's 2-core machine (Vitest's default there is one), so both cores work (ADR 0086).
    maxWorkers: 2,
  },
});
