// `npm run media:sweep`: removes stored images that no row names (apps/api/src/media/media-sweep-cli.ts, ADR
// 0123), run compiled like the server; the API is compiled first when it is missing or stale.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureApiBuilt, ensureInstalled, root } from './lib/builds.mjs';

const mediaSweepEntry = join(root, 'apps/api/dist/media/media-sweep-cli.js');

ensureInstalled();
ensureApiBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', mediaSweepEntry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
