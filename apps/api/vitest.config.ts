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
  },
});
