// `npm run catalog:import -- <folder> [more folders...]`: the operator's catalogue import (apps/api/src/catalog/
// import-cli.ts), run compiled like the server; the API is compiled first when it is missing or stale.
import { spawn } from 'node:child_process';
import { catalogImportEntry, ensureApiBuilt, ensureInstalled } from './lib/builds.mjs';

ensureInstalled();
ensureApiBuilt();

const child = spawn(
  process.execPath,
  ['--enable-source-maps', catalogImportEntry, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
