import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['test/setup.ts'],
    name: 'api-client',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
