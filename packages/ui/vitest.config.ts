import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// One command runs every UI test: `npx vitest run --config packages/ui/vitest.config.ts` (from the repo root).
// Projects: unit (pure helpers, node), package (build, npm pack, a throwaway app builds from the tarball),
// stories (every story in Chromium with play functions and axe).
const packageDir = path.dirname(fileURLToPath(import.meta.url));
const storybookDir = path.join(packageDir, '../../.storybook');

// Debian's Chromium, never a downloaded browser.
const chromium = playwright({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

export default defineConfig({
  root: packageDir,
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          root: packageDir,
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'package',
          root: packageDir,
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'stories',
          dir: packageDir,
          root: packageDir,
          setupFiles: [path.join(storybookDir, 'vitest.setup.ts')],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
