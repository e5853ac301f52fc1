import { configDefaults, defineConfig } from 'vitest/config';

// The PostgreSQL run (E2E_DATABASE_URL) leaves out the journeys that check markup only: axe on every page and the
// layout at three widths. What they check does not depend on the store (the API answers the same contract on
// both, which the API suite checks on each), and they are nearly half of a run's time on 2 cores. Every journey that
// reads or writes data runs on both stores.
const MARKUP_ONLY = [
  'e2e/journeys/accessibility-public.test.ts',
  'e2e/journeys/accessibility-dashboard.test.ts',
  'e2e/journeys/responsive.test.ts',
];
const onPostgres = Boolean(process.env.E2E_DATABASE_URL?.trim());

// The end-to-end journeys: one real stack per run (see e2e/setup/global-setup.ts), one Chromium per file,
// a fresh browser context per test. The machine has two cores, so at most two files run at once.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/journeys/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(onPostgres ? MARKUP_ONLY : [])],
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
