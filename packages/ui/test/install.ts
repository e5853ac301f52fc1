import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What the consumer tests share: installing the packed package and the consumer's own tools into an empty folder
// from the npm registry (npm's cache serves what it has), and running the consumer's tools there.
const rootModules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules');

/** A tool's version in the monorepo, so the consumer installs the same one and npm's cache usually has it. */
export function monorepoVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(rootModules, name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

// Vitest sets NODE_ENV=test, which would make a bundler take React's development build; a consumer's build has none.
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

export function run(command: string, args: string[], cwd: string, timeout?: number): string {
  return execFileSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout,
  });
}

// npm install takes under a minute here, but once in a CI run it sat idle for over ten minutes after every tarball
// had come from its cache. A synchronous child blocks Vitest's hook timeout too, so the install has its own time
// limit and one more attempt; a second failure fails the suite.
const INSTALL_TIMEOUT_MS = 150_000;

export function installWithOneRetry(cwd: string): void {
  const args = [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--loglevel=error',
  ];
  try {
    run('npm', args, cwd, INSTALL_TIMEOUT_MS);
  } catch (error) {
    console.warn(`npm install failed or stalled, trying once more: ${String(error).slice(0, 200)}`);
    run('npm', args, cwd, INSTALL_TIMEOUT_MS);
  }
}
