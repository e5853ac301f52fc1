// `npm start`: installs dependencies when they are missing, builds the web app when it is missing or older than
// its sources, then starts the one server of decision D2 (API, web app, media) on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webIndex = join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'packages/ui/src', 'packages/api-client/src'];

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

if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const builtAt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map((source) => newestMtime(join(root, source))));
if (builtAt < sourcesAt) {
  console.log('Building the web app...');
  run('npm', ['run', 'build', '-w', '@devlearn/web']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
