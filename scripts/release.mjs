// `npm run release`: assembles what the production image holds, as plain files, so CI checks the Dockerfile's
// stages without Docker. The folder (default `release/`) gets the compiled API, the built web app, the catalogue,
// the contract the server routes from, the rules module, and node_modules without devDependencies; `--smoke` then
// starts it with plain `node` in a fresh data folder and checks the health answer and the web app.
//
//   node scripts/release.mjs [--out <folder>] [--skip-build] [--smoke]
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/builds.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, 'release') },
    'skip-build': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
  },
});
const out = resolve(values.out);

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`release: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

// What the server reads at run time, relative to the repository root.
const files = [
  'package.json',
  'package-lock.json',
  'openapi.yaml',
  'apps/api/package.json',
  'apps/api/dist',
  'apps/api/catalog',
  'apps/web/package.json',
  'apps/web/dist',
  'packages/api-client/package.json',
  'packages/api-client/src/rules.gen.js',
  'packages/api-client/src/rules.gen.d.ts',
  'packages/ui/package.json',
  'tests/package.json',
];

if (!values['skip-build']) run('npm', ['run', 'build', '--silent']);

rmSync(out, { recursive: true, force: true });
for (const file of files) {
  const from = join(root, file);
  if (!existsSync(from)) {
    console.error(`release: ${file} is missing (run npm run build)`);
    process.exit(1);
  }
  mkdirSync(dirname(join(out, file)), { recursive: true });
  cpSync(from, join(out, file), { recursive: true });
}
// Dependencies as installed (hard links, no download), then without the devDependencies of every workspace.
const moduleFolders = [
  'node_modules',
  ...['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(group, name, 'node_modules')),
  ),
].filter((folder) => existsSync(join(root, folder)));
for (const folder of moduleFolders) {
  mkdirSync(dirname(join(out, folder)), { recursive: true });
  run('cp', ['-al', join(root, folder), join(out, folder)]);
}
run('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], out);
console.log(`release: ${out} is ready (start it with: NODE_ENV=production node apps/api/dist/server.js)`);

if (values.smoke) await smoke();

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

async function smoke() {
  const dataDir = mkdtempSync(join(tmpdir(), 'devlearn-release-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: out,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOME: process.env.HOME,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const fail = (message) => {
    console.error(`release smoke: ${message}`);
    server.kill('SIGKILL');
    process.exit(1);
  };
  let healthy = false;
  for (let attempt = 0; attempt < 600 && !healthy && server.exitCode === null; attempt += 1) {
    healthy = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolvePause) => setTimeout(resolvePause, 100));
  }
  if (!healthy) fail('the released server did not answer /api/v1/health');
  const page = await fetch(`${origin}/`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root"')) fail(`GET / answered ${page.status} without the web app`);
  const courses = await fetch(`${origin}/api/v1/courses?page=1&limit=6`).then((response) => response.json());
  if (!Array.isArray(courses?.data?.courses) || courses.data.courses.length === 0) {
    fail('the released server has no catalogue');
  }
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const [code] = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (code !== 0) fail(`the released server exited with ${code} on SIGTERM`);
  console.log(
    'release smoke: the released server starts with node, serves the API and the web app, and stops',
  );
}
