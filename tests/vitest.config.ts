import { defineConfig } from 'vitest/config';

// The end-to-end journeys: one real stack per run (see e2e/setup/global-setup.ts), one Chromium per file,
// a fresh browser context per test. The machine has two cores, so at most two files run at once.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/journeys/**/*.test.ts'],
    globalSetup: ['e2e/setup/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    // A journey that fails is a product failure to report, not noise to retry away.
    retry: 0,
  },
});
