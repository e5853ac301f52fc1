// Two builds of the server side by side on one request, beside the bare node:http server answering the same
// bytes: whether a change to the hot path is faster, on a machine whose speed drifts by a third within minutes.
// One long run per build would measure the drift; here the builds and bare take turns in short rounds (every
// order in turn) and each round's ratio to bare is kept, so both builds meet the same moments.
//
//   node --import tsx bench/compare-builds.mjs [--base REV] [--path /api/v1/health] [--rounds 12] [--seconds 4] [--pin]
//
// --base (default HEAD) is checked out into a temporary git worktree that borrows this checkout's node_modules
// (so both builds run this checkout's dependencies and workspace packages: it compares the server's own code);
// the other build is this working tree, uncommitted changes included. `--base HEAD` on a clean tree compares the
// build with itself: the spread that is noise. Each build gets its own SQLite data folder (the seeded catalogue
// only), so the request must be an anonymous read. --pin (Linux, `taskset`) puts the three servers on the last
// core and this process, which generates the load, on the first, so load and servers never share a core. Reports only; writes nothing and is not part of `npm run bench`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/bench-config.mjs';
import { freePort, startApiServer, startNodeProcess } from './lib/processes.mjs';
import { captureResponse, runLoad } from './throughput/load.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    path: { type: 'string', default: '/api/v1/health' },
    rounds: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '4' },
    pin: { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const load = { durationSeconds: Number(options.seconds), connections: 50 };
const warm = { durationSeconds: 1, connections: 50 };
const request = { method: 'GET', path: options.path, headers: {} };
const NODE_MODULES = [
  'node_modules',
  'apps/api/node_modules',
  'apps/web/node_modules',
  'packages/ui/node_modules',
];

const scratch = mkdtempSync(path.join(os.tmpdir(), 'devlearn-compare-'));
const baseTree = path.join(scratch, 'base');
const git = (...args) => execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
const stops = [];

/** The API server of the checkout at `root`, on a data folder of its own. */
const startBuild = (root) =>
  startApiServer({ dataDir: mkdtempSync(path.join(scratch, 'data-')), checkout: root });

// Every order of the three, in turn: over a multiple of six rounds each side runs first, second and last equally
// often, so no build keeps the place after the other's load or after a pause.
const ORDERS = [
  ['base', 'change', 'bare'],
  ['change', 'bare', 'base'],
  ['bare', 'base', 'change'],
  ['change', 'base', 'bare'],
  ['base', 'bare', 'change'],
  ['bare', 'change', 'base'],
];
/** --pin: runs the process `pid`, every thread of it, on `cpus` only (Linux's taskset; a list such as '1'). */
const pinTo = (pid, cpus) =>
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const twoDecimals = (value) => value.toFixed(2);

try {
  git('worktree', 'add', '--detach', baseTree, options.base);
  const links = NODE_MODULES.filter((folder) => existsSync(path.join(REPO_ROOT, folder)));
  stops.push(() => {
    for (const folder of links) unlinkSync(path.join(baseTree, folder));
    git('worktree', 'remove', '--force', baseTree);
  });
  for (const folder of links) symlinkSync(path.join(REPO_ROOT, folder), path.join(baseTree, folder));
  const sides = { base: await startBuild(baseTree) };
  stops.push(() => sides.base.stop());
  sides.change = await startBuild(REPO_ROOT);
  stops.push(() => sides.change.stop());

  const captured = await captureResponse(sides.base.origin, request);
  const changed = await captureResponse(sides.change.origin, request);
  if (captured.status !== 200 || changed.status !== 200) {
    throw new Error(
      `${options.path} answered ${captured.status} (base) and ${changed.status} (change); pick a 200 read`,
    );
  }
  const capturedFile = path.join(scratch, 'captured.json');
  writeFileSync(capturedFile, JSON.stringify([captured]));
  sides.bare = await startNodeProcess({
    script: 'bench/lib/bare-server.mjs',
    args: [capturedFile],
    env: {},
    port: await freePort(),
    readyPath: '/__ready',
  });
  stops.push(() => sides.bare.stop());
  if (options.pin) {
    const cores = os.availableParallelism();
    if (cores < 2) throw new Error('--pin needs two cores: one for the servers, one for the load');
    for (const side of Object.values(sides)) pinTo(side.pid, String(cores - 1));
    pinTo(process.pid, '0');
  }

  console.log(
    `compare-builds: GET ${options.path}, base ${options.base} against this working tree, ${rounds} rounds`,
  );
  const figures = { base: [], change: [], bare: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = ORDERS[round % ORDERS.length];
    for (const side of order) {
      await runLoad(sides[side].origin, request, warm);
      figures[side].push(await runLoad(sides[side].origin, request, { ...load, pid: sides[side].pid }));
    }
    const ratio = (side) =>
      twoDecimals(figures[side][round].requestsPerSecond / figures.bare[round].requestsPerSecond);
    const cpu = (side) => figures[side][round].cpuMicrosecondsPerRequest;
    console.log(
      `round ${round + 1}: base ${ratio('base')} of bare (${cpu('base')} µs), change ${ratio('change')} ` +
        `(${cpu('change')} µs), bare ${figures.bare[round].requestsPerSecond} req/s (${cpu('bare')} µs)`,
    );
  }
  for (const side of ['base', 'change']) {
    const ratios = figures[side].map(
      (run, round) => run.requestsPerSecond / figures.bare[round].requestsPerSecond,
    );
    console.log(
      `${side}: median ratio to bare ${twoDecimals(median(ratios))} (rounds ${ratios.map(twoDecimals).join(' / ')}), ` +
        `median CPU ${median(figures[side].map((run) => run.cpuMicrosecondsPerRequest))} µs per request`,
    );
  }
  console.log(
    `bare: median CPU ${median(figures.bare.map((run) => run.cpuMicrosecondsPerRequest))} µs per request`,
  );
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(scratch, { recursive: true, force: true });
}
