// `npm run release`: assembles what the production image holds, as plain files, so CI checks the Dockerfile's
// stages without Docker. The folder (default `release/`) gets the compiled API, the built web app (its server
// renderer included), the catalogue, the contract the server routes from, the rules module, and the production
// dependencies of the API alone, installed from the lock (ADR 0141); it prints the folder's size and fails over
// the budget. `--smoke` then starts it with plain `node` in a fresh data folder and checks the health answer and
// the web app.
//
//   node scripts/release.mjs [--out <folder>] [--skip-build] [--smoke]
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { root } from './lib/builds.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

/** The release folder's budget (ADR 0141): the API's production tree, the built web app and the catalogue. */
const RELEASE_BUDGET_MB = 120;
/**
 * Native addons: the one `npm ci` compiled (better-sqlite3 12, in `build/Release`) is taken from the dev tree at
 * the same version; one shipped per platform (better-sqlite3 13, in `prebuilds`) keeps this platform's files.
 */
const NATIVE_ADDONS = [{ name: 'better-sqlite3', built: 'build/Release/better_sqlite3.node' }];

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

// What the server reads at run time, and the workspace manifests and lock that `npm ci` below installs from,
// relative to the repository root.
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
// The API's production dependencies alone, at the lock's versions: no devDependencies, no other workspace's.
// Install scripts stay off (nothing is compiled twice); the native addons come from the tree `npm ci` built.
run(
  'npm',
  [
    'ci',
    '--omit=dev',
    '--workspace=@devlearn/api',
    '--include-workspace-root=false',
    '--ignore-scripts',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ],
  out,
);
for (const { name, built } of NATIVE_ADDONS) {
  const developed = join(root, 'node_modules', name);
  const released = join(out, 'node_modules', name);
  const versionOf = (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version;
  if (versionOf(developed) !== versionOf(released)) {
    console.error(`release: ${name} in node_modules is not the lock's version (run npm ci)`);
    process.exit(1);
  }
  if (existsSync(join(developed, built))) {
    mkdirSync(dirname(join(released, built)), { recursive: true });
    cpSync(join(developed, built), join(released, built));
  }
  const prebuilds = join(released, 'prebuilds');
  if (existsSync(prebuilds)) {
    for (const file of readdirSync(prebuilds)) {
      if (!file.startsWith(process.platform) || !file.includes(`-${process.arch}.`))
        rmSync(join(prebuilds, file));
    }
  }
  for (const sources of ['deps', 'src']) rmSync(join(released, sources), { recursive: true, force: true });
}

/**
 * Folders of dependencies that Node never loads on the server: Node resolves highlight.js through its CommonJS
 * `lib` and pdf-lib through its `main` (`cjs`), so their ES builds, browser bundles, sources and stylesheets only
 * weigh (13 MB). The smoke run starts the released server, which imports both at start.
 */
const UNLOADED_PACKAGE_FOLDERS = [
  'highlight.js/es',
  'highlight.js/styles',
  'highlight.js/scss',
  'pdf-lib/dist',
  'pdf-lib/es',
  'pdf-lib/src',
  'pdf-lib/ts3.4',
];

pruneWhatNothingLoads(join(out, 'node_modules'));
for (const folder of UNLOADED_PACKAGE_FOLDERS)
  rmSync(join(out, 'node_modules', folder), { recursive: true, force: true });
await keepWhatTheCertificatePdfLoads();
checkServerRendererImports();

const sizeMb = Number(spawnSync('du', ['-sm', out], { encoding: 'utf8' }).stdout.split('\t')[0]);
console.log(`release: ${out} is ${sizeMb} MB (budget ${RELEASE_BUDGET_MB} MB)`);
if (!(sizeMb > 0) || sizeMb > RELEASE_BUDGET_MB) {
  console.error(`release: the folder is over its budget of ${RELEASE_BUDGET_MB} MB (ADR 0141)`);
  process.exit(1);
}
console.log(
  `release: ${out} is ready (start it with: NODE_ENV=production node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/server.js)`,
);

/**
 * Removes from the installed tree what nothing loads at run time: type declarations, the dependencies' source maps
 * (the API's own stay in apps/api/dist for a debugger) and the C sources of the native addons, which
 * are built already. Links (the workspace packages) are not followed.
 */
function pruneWhatNothingLoads(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) pruneWhatNothingLoads(path);
    else if (entry.isFile() && /\.(d\.[cm]?ts|map)$/.test(entry.name)) rmSync(path);
  }
}

/**
 * Of the two packages the certificate PDF loads at its first request (ADR 0166), only the files it reads stay:
 * the DejaVu faces it embeds (the package's other 20 faces and its coverage tables weigh 11 MB) and fontkit's
 * minified CommonJS build (its other builds and sources, 3.5 MB), with their licence and manifest. The names
 * come from the compiled module that loads them; each must be there, as no start-up imports them.
 */
async function keepWhatTheCertificatePdfLoads() {
  const fonts = join(out, 'apps/api/dist/modules/certificates/certificate-fonts.js');
  const { UNICODE_FACE_FILES, FONTKIT_BUILD } = await import(pathToFileURL(fonts).href);
  const kept = new Set([
    'dejavu-fonts-ttf/package.json',
    'dejavu-fonts-ttf/LICENSE',
    '@pdf-lib/fontkit/package.json',
    '@pdf-lib/fontkit/README.md', // its MIT licence
    ...Object.values(UNICODE_FACE_FILES),
    FONTKIT_BUILD,
  ]);
  const modules = join(out, 'node_modules');
  for (const name of ['dejavu-fonts-ttf', '@pdf-lib/fontkit']) {
    // Deepest first, so that a folder left empty goes too.
    for (const file of readdirSync(join(modules, name), { recursive: true }).sort().reverse()) {
      const path = join(modules, name, file);
      if (statSync(path).isFile()) {
        if (!kept.has(`${name}/${file}`)) rmSync(path);
      } else if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    }
  }
  const missing = [...kept].filter((file) => !existsSync(join(modules, file)));
  if (missing.length > 0) {
    console.error(`release: the certificate PDF needs ${missing.join(', ')}, not in the release`);
    process.exit(1);
  }
}

/**
 * The web app's server renderer (apps/web/dist/server) runs in the API's process: every package it imports must be
 * in the release's node_modules, or the first page render fails in production only.
 */
function checkServerRendererImports() {
  const folder = join(out, 'apps/web/dist/server');
  if (!existsSync(folder)) return;
  const builtins = new Set(builtinModules);
  const scripts = readdirSync(folder, { recursive: true }).filter((name) => /\.m?js$/.test(name));
  const missing = new Set();
  for (const name of scripts) {
    const code = readFileSync(join(folder, name), 'utf8');
    for (const specifier of bareImportsOf(code)) {
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const parts = specifier.split('/');
      const packageName = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (!existsSync(join(out, 'node_modules', packageName, 'package.json'))) missing.add(packageName);
    }
  }
  if (missing.size > 0) {
    console.error(
      `release: the server renderer imports ${[...missing].join(', ')}, which the API does not depend on: ` +
        'bundle it into apps/web/dist/server or add it to apps/api dependencies',
    );
    process.exit(1);
  }
}

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
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'], {
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

/**
 * The bare specifiers a bundled module imports: its static imports and re-exports (each at the start of a line,
 * so an example in a bundled library's comment is not one) and its dynamic `import("x")` calls (not a method
 * named import, as Quill's `Quill.import("formats/link")`).
 */
function bareImportsOf(code) {
  const patterns = [
    /^[ \t]*(?:import|export)[ \t][^;"']*?\bfrom[ \t]*["']([^"'./][^"']*)["']/gm,
    /^[ \t]*import[ \t]*["']([^"'./][^"']*)["']/gm,
    /(?<![.\w$])import\(\s*["']([^"'./][^"']*)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]));
}
