import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/bench-config.mjs';

// Page loads are measured on the production build the server serves. Like `npm start`, build it when it is
// missing or older than its sources, so a fresh clone measures what it would run.
const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/ui/src',
  'packages/api-client/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

export function ensureWebBuild() {
  const builtAt = existsSync(WEB_INDEX) ? statSync(WEB_INDEX).mtimeMs : 0;
  const sourcesAt = Math.max(...WEB_SOURCES.map((source) => newestMtime(path.join(REPO_ROOT, source))));
  if (builtAt >= sourcesAt) return;
  console.log('lighthouse: building the web app (npm run build -w @devlearn/web) ...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@devlearn/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web app did not build; nothing to measure');
}
