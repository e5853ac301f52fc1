// What `npm start` and `npm run catalog:import` need before they run: dependencies, the compiled API
// (apps/api/dist, `tsc -p apps/api/tsconfig.build.json`) and the built web app (apps/web/dist). Each is (re)built
// only when it is missing or older than its sources, so a fresh clone works and a deployed build is left alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const apiEntry = join(root, 'apps/api/dist/server.js');
export const catalogImportEntry = join(root, 'apps/api/dist/catalog/import-cli.js');

const webIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/ui/src',
  'packages/api-client/src',
];
const apiSources = ['apps/api/src', 'apps/api/tsconfig.build.json', 'tsconfig.base.json'];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time of any file below `path` (a file or a folder). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

function isStale(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  return builtAt < sourcesAt;
}

export function ensureInstalled() {
  if (existsSync(join(root, 'node_modules/.package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** A deployed image has no sources next to its dist folders: then there is nothing to compare and nothing to do. */
export function ensureApiBuilt() {
  if (existsSync(apiEntry) && !existsSync(join(root, 'apps/api/src'))) return;
  if (!isStale(apiEntry, apiSources)) return;
  console.log('Compiling the API...');
  run('npm', ['run', 'build', '-w', '@devlearn/api']);
}

export function ensureWebBuilt() {
  if (existsSync(webIndex) && !existsSync(join(root, 'apps/web/src'))) return;
  if (!isStale(webIndex, webSources)) return;
  console.log('Building the web app...');
  run('npm', ['run', 'build', '-w', '@devlearn/web']);
}
