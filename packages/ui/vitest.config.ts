import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

// One command runs every UI test: `npx vitest run --config packages/ui/vitest.config.ts` (from the repo root).
// Projects: unit (pure helpers, node), package (build, npm pack, a Vite and a Next.js app build from the tarball),
// stories (every story in Chromium with play functions and axe), screenshots (baselines of the main stories).
const packageDir = path.dirname(fileURLToPath(import.meta.url));
const storybookDir = path.join(packageDir, '../../.storybook');

// The browser projects run every file in one page (`isolate: false`). Each story is mounted and unmounted by
// Storybook's own test harness, and the setup file restores what it spies on, so a fresh page per file bought no
// safety; it cost every file the load of React, Radix and the preview again (setup plus import were 220 of
// 430 seconds on a 2-core machine; without them the project runs in about 105).
// Debian's Chromium, never a downloaded browser.
const chromium = playwright({
  launchOptions: chromiumLaunchOptions,
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
          // Builds and packs the package once for both consumer tests; they run one after the other (each
          // installs and builds a whole app on what is often a 2-core machine).
          globalSetup: ['test/pack.global.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          // Install (up to two attempts of 150 s, test/install.ts) and six Vite builds, or `next build`.
          hookTimeout: 480_000,
        },
      },
      {
        plugins: [react(), tailwindcss()],
        test: {
          name: 'screenshots',
          root: packageDir,
          dir: packageDir,
          include: ['test/**/*.browser.test.tsx'],
          setupFiles: [path.join(storybookDir, 'vitest.setup.ts')],
          isolate: false,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            // A failure's own screenshot would land beside the baselines; the diff images already say enough.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing may differ by a few pixels between runs; a real change moves far more.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.005 },
                // Two identical captures in a row count as stable; on a busy 2-core runner that can take a while.
                timeout: 20_000,
              },
            },
          },
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
          isolate: false,
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
