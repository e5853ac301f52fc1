import { defineConfig } from 'vitest/config';

// Every test file builds its own app on its own fresh database (SQLite file or PostgreSQL schema), so files
// run in parallel safely. TEST_DATABASE_URL switches the whole suite to PostgreSQL.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine, which then used one core.
    maxWorkers: 2,
    // A worker keeps the app's modules loaded from one file to the next instead of importing the whole app
    // again for each file (ADR 0086; figures in bench/HISTORY.md). Files share nothing else: each builds its own
    // app on its own database, and the files that fake the clock restore it after each test.
    isolate: false,
  },
});
