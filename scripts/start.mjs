// `npm start`: installs dependencies when they are missing, compiles the API and builds the web app when they
// are missing or older than their sources, then runs the one server of decision D2 (API, web app, media) on
// PORT (default 3000) with plain `node` on the compiled JavaScript and NODE_ENV=production. tsx is only used by
// `npm run dev` and the tests.
import { spawn } from 'node:child_process';
import { apiEntry, ensureApiBuilt, ensureInstalled, ensureWebBuilt, root } from './lib/builds.mjs';
import { exitUnlessSupportedNode } from './lib/node-version.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

exitUnlessSupportedNode();
ensureInstalled();
ensureApiBuilt();
ensureWebBuilt();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, apiEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
