import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

// The package project's global setup: build the package once, `npm pack` the publishable dist folder into a temp
// folder, and hand the tarball to every consumer test (test/consumer.test.ts, test/consumer-next.test.ts).
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed package, as a registry would serve it. */
    uiTarball: string;
  }
}

export default function setup(project: TestProject) {
  const packDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-ui-pack-'));
  const run = (args: string[], cwd: string) =>
    execFileSync('npm', args, {
      cwd,
      // Vitest sets NODE_ENV=test; the package is built as it is published.
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  run(['run', 'build', '--silent'], packageDir);
  const [packed] = JSON.parse(
    run(['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], path.join(packageDir, 'dist')),
  ) as { filename: string }[];
  if (!packed) throw new Error('npm pack printed no result.');
  project.provide('uiTarball', path.join(packDir, packed.filename));
  return () => rmSync(packDir, { recursive: true, force: true });
}
