// Part 1: throughput of the hot reads and the write paths against the physical limit of this Node on this
// machine (a bare node:http server answering the identical bytes). Run: node --import tsx bench/throughput.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchConfig } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { freePort, startApiServer, startNodeProcess } from './lib/processes.mjs';
import { RESULTS_DIR, writePartResult } from './lib/results.mjs';
import { captureResponse, runLoad } from './throughput/load.mjs';
import { seedScenario } from './throughput/seed-scenario.mjs';

// --quick: a short smoke run for debugging the scenario; its figures are too short to quote.
const quick = process.argv.includes('--quick');
// --writes: only the write rows (written to throughput-writes.json, beside the whole part's figures).
const writesOnly = process.argv.includes('--writes');
// --profile: the writes once more against a server under --cpu-prof, its profile in the results folder.
const profile = process.argv.includes('--profile');
const settings = quick
  ? { ...benchConfig.throughput, durationSeconds: 3, warmupSeconds: 1, rounds: 1 }
  : benchConfig.throughput;

// The stack floor: the cheapest route through every plugin, held to its own ratio.
const HEALTH_FLOOR = 'health (stack floor)';

function meetsTargets(row) {
  if (row.name === HEALTH_FLOOR) return row.ratio >= settings.targets.minHealthRatio;
  if (row.kind === 'write') return row.ratio >= settings.targets.minWriteRatioToBare;
  if (row.kind !== 'read') return null;
  return row.ratio >= settings.targets.minRatioToBare && row.ours.p99Ms < settings.targets.maxP99Ms;
}

/**
 * Ours and bare, back to back, `settings.rounds` times (the side that goes first alternates), each run after a
 * short unrecorded warm-up (JIT, caches, connection pools). This machine's speed drifts by a third within
 * minutes, so one long run per side measures the drift as much as the server: the row keeps the round whose
 * ratio is the median, and every round's ratio beside it.
 */
async function measure(server, bare, request) {
  const load = { durationSeconds: settings.durationSeconds, connections: settings.connections };
  const warm = { durationSeconds: settings.warmupSeconds, connections: settings.connections };
  const rounds = [];
  for (let round = 0; round < settings.rounds; round++) {
    const sides = round % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
    const figures = {};
    for (const side of sides) {
      const target = side === 'ours' ? server : bare;
      await runLoad(target.origin, request, warm);
      figures[side] = await runLoad(target.origin, request, { ...load, pid: target.pid });
    }
    rounds.push({ ...figures, ratio: figures.ours.requestsPerSecond / figures.bare.requestsPerSecond });
  }
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const median = byRatio[Math.floor(byRatio.length / 2)];
  const twoDecimals = (value) => Math.round(value * 100) / 100;
  return {
    ours: median.ours,
    bare: median.bare,
    ratio: twoDecimals(median.ratio),
    roundRatios: rounds.map((round) => twoDecimals(round.ratio)),
  };
}

/**
 * Each write for `settings.durationSeconds` against a server of its own on the same data, started with
 * --cpu-prof: where a write's CPU goes (open the file in Chrome DevTools' Performance panel or speedscope). The
 * profile holds the server's start too; the writes are the bulk of it.
 */
async function profileWrites(dataDir, writes) {
  const name = 'throughput-writes.cpuprofile';
  const profiled = await startApiServer({
    dataDir,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${RESULTS_DIR}`, `--cpu-prof-name=${name}`],
  });
  try {
    for (const request of writes) {
      console.log(`throughput: profiling ${request.name}`);
      await runLoad(profiled.origin, request, {
        durationSeconds: settings.durationSeconds,
        connections: settings.connections,
      });
    }
  } finally {
    // The profile is written as the server exits (SIGTERM, its graceful shutdown).
    await profiled.stop();
  }
  console.log(`throughput: the writes' CPU profile is ${path.join(RESULTS_DIR, name)}`);
  return { file: name, writes: writes.map((request) => request.name) };
}

async function runThroughput() {
  const machine = describeMachine();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-bench-'));
  const stops = [];
  try {
    console.log(`throughput: starting the API server on ${dataDir}`);
    const api = await startApiServer({ dataDir });
    stops.push(() => api.stop());
    const scenario = await seedScenario(api.origin, path.join(dataDir, 'devlearn.sqlite'));
    // A second server on the same data that logs every request, reads included (LOG_LEVEL=debug; ADR 0056 leaves
    // successful reads out at the default level), to show what a line per read costs.
    const everyLineApi = await startApiServer({ dataDir, extraEnv: { LOG_LEVEL: 'debug' } });
    stops.push(() => everyLineApi.stop());
    // A third whose health check makes its database round trip on every call (ADR 0057 reuses one for a second).
    const checkEveryCallApi = await startApiServer({ dataDir, extraEnv: { HEALTH_CHECK_REUSE_MS: '0' } });
    stops.push(() => checkEveryCallApi.stop());
    const servers = { default: api, everyLine: everyLineApi, checkEveryCall: checkEveryCallApi };
    const requests = writesOnly
      ? scenario.writes
      : [...scenario.reads, ...scenario.diagnostics, ...scenario.writes];

    const captured = [];
    for (const request of requests) captured.push(await captureResponse(api.origin, request));
    const capturedFile = path.join(dataDir, 'captured-responses.json');
    writeFileSync(capturedFile, JSON.stringify(captured));
    const barePort = await freePort();
    const bare = await startNodeProcess({
      script: 'bench/lib/bare-server.mjs',
      args: [capturedFile],
      env: {},
      port: barePort,
      readyPath: '/__ready',
    });
    stops.push(() => bare.stop());
    for (const [name, env] of [
      ['fastify', {}],
      ['fastifyUnlogged', { FLOOR_LOG: 'off' }],
    ]) {
      const fastifyFloor = await startNodeProcess({
        script: 'bench/lib/fastify-floor-server.mjs',
        args: [capturedFile],
        env,
        port: await freePort(),
        readyPath: '/__ready',
      });
      stops.push(() => fastifyFloor.stop());
      servers[name] = fastifyFloor;
    }

    const rows = [];
    for (const [index, request] of requests.entries()) {
      const { status, bytes } = captured[index];
      if (status < 200 || status >= 300)
        throw new Error(`${request.name} answered ${status}; fix the scenario`);
      process.stdout.write(`throughput: ${request.name} ... `);
      const figures = await measure(servers[request.server ?? 'default'], bare, request);
      const row = { name: request.name, kind: request.kind, method: request.method, bytes, ...figures };
      row.meetsTargets = meetsTargets(row);
      rows.push(row);
      console.log(
        `ours ${figures.ours.requestsPerSecond} req/s p99 ${figures.ours.p99Ms} ms ` +
          `(${figures.ours.cpuMicrosecondsPerRequest} µs CPU per request), bare ${figures.bare.requestsPerSecond} req/s ` +
          `(${figures.bare.cpuMicrosecondsPerRequest} µs), ratio ${figures.ratio} (rounds ${figures.roundRatios.join(' / ')})`,
      );
    }
    const result = {
      machine,
      settings: { ...settings, quick, store: 'SQLite (default)', seeded: scenario.counts },
      rows,
    };
    if (profile) result.profile = await profileWrites(dataDir, scenario.writes);
    writePartResult(writesOnly ? 'throughput-writes' : 'throughput', result);
    return result;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runThroughput();
