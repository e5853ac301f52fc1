// Part: start-up. How long the real server takes from `node` being spawned until /api/v1/health answers, and
// how much memory (resident set) it holds once it answers, run through tsx (compiling TypeScript at start, as
// `npm run dev` does) and compiled (`npm start`: node on apps/api/dist). Each variant starts once on a fresh data
// folder (migrations and the default catalogue import included) and then `restarts` times on that same folder,
// the everyday restart; the report shows the median restart. Run: node bench/startup.mjs [--quick]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureApiBuilt, ensureWebBuilt } from '../scripts/lib/builds.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.mjs';
import { benchConfig, REPO_ROOT } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { freePort } from './lib/processes.mjs';
import { writePartResult } from './lib/results.mjs';

const quick = process.argv.includes('--quick');
const settings = benchConfig.startup ?? { restarts: 5, targets: { maxCompiledRestartMs: 3000 } };
const restarts = quick ? 1 : settings.restarts;

const VARIANTS = [
  { name: 'tsx (src/server.ts)', args: ['--import', 'tsx', 'apps/api/src/server.ts'] },
  { name: 'compiled (dist/server.js)', args: [...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'] },
];

/** Resident set size of a process in MB, read from /proc (Linux); null elsewhere. */
function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

async function startOnce(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}/api/v1/health`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer within 120 s:\n${stderr}`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await sleep(20);
    }
    const readyMs = Math.round(performance.now() - started);
    // Memory once the start-up work (imports, migrations, seeding) has settled.
    await sleep(500);
    return { readyMs, rssMb: residentMb(child.pid) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runStartup() {
  ensureApiBuilt();
  ensureWebBuilt();
  const machine = describeMachine();
  const rows = [];
  for (const variant of VARIANTS) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-startup-'));
    try {
      const first = await startOnce(variant.args, dataDir);
      const runs = [];
      for (let index = 0; index < restarts; index += 1) runs.push(await startOnce(variant.args, dataDir));
      const row = {
        name: variant.name,
        firstStart: first,
        restartMs: median(runs.map((run) => run.readyMs)),
        restartRssMb: median(runs.map((run) => run.rssMb ?? 0)),
        runs,
      };
      console.log(
        `startup: ${row.name}: first start ${first.readyMs} ms / ${first.rssMb} MB, ` +
          `restart ${row.restartMs} ms / ${row.restartRssMb} MB (median of ${runs.length})`,
      );
      rows.push(row);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const compiled = rows.find((row) => row.name.startsWith('compiled'));
  const result = {
    machine,
    settings: { restarts, quick, targets: settings.targets },
    rows,
    meetsTarget: compiled ? compiled.restartMs <= settings.targets.maxCompiledRestartMs : null,
  };
  const file = writePartResult('startup', result);
  console.log(`startup: written to ${path.relative(REPO_ROOT, file)}`);
}

await runStartup();
