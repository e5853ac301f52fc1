// `npm run user:role -- <email> <learner|moderator>`: grants or takes back the moderator role
// (apps/api/src/modules/moderation/user-role-cli.ts, issue 42), run compiled like the server; the API is
// compiled first when it is missing or stale.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureApiBuilt, ensureInstalled, root } from './lib/builds.mjs';

const userRoleEntry = join(root, 'apps/api/dist/modules/moderation/user-role-cli.js');

ensureInstalled();
ensureApiBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', userRoleEntry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
