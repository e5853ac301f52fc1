// Part 2: cost as data grows. Fills SQLite and PostgreSQL step by step (1k -> 100k -> 1M blogs with likes,
// courses with lessons, comments on one hot lesson), times the same reads at each size through the real app,
// beside a store of the smallest size, and prints how each store runs every query.
// Run: node --import tsx bench/growth.mjs [--quick] [--store=sqlite]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import {
  createScratchPostgresDatabase,
  openPostgresWriter,
  openSqliteWriter,
} from './growth/bulk-writers.mjs';
import { emptyCounts, fillToStep } from './growth/fill-store.mjs';
import { explainStatements, installQueryRecorder, recordQueries } from './growth/query-plans.mjs';
import { idFor } from './growth/synthetic-rows.mjs';
import { growthReads, READER_INDEX, timeRead } from './growth/timed-reads.mjs';
import { benchConfig } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writePartResult } from './lib/results.mjs';

const settings = benchConfig.growth;
const TABLES = ['users', 'courses', 'lessons', 'blogs', 'blog_likes', 'comments'];

async function openStore(store, dataDir) {
  if (store === 'sqlite') {
    const file = path.join(dataDir, 'devlearn.sqlite');
    return { databaseUrl: '', openWriter: async () => openSqliteWriter(file), drop: async () => {} };
  }
  const scratch = await createScratchPostgresDatabase(settings.postgresUrl);
  return { databaseUrl: scratch.url, openWriter: () => openPostgresWriter(scratch.url), drop: scratch.drop };
}

/**
 * What a long-running store does by itself: SQLite checkpoints its WAL; PostgreSQL's autovacuum analyzes and its
 * checkpointer writes the fill's dirty pages (gigabytes at 1M) back, which it would otherwise still be doing
 * while the reads are timed.
 */
async function settle(writer, store) {
  if (store === 'sqlite') {
    await writer.run('PRAGMA wal_checkpoint(TRUNCATE)');
    return;
  }
  await writer.run('VACUUM ANALYZE');
  await writer.run('CHECKPOINT');
}

// The generator's row arrays (tens of MB per chunk) are this process's garbage, not the app's: collected before
// the reads, so that a mark-compact of them does not land in the first reads of a step.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

async function rowCounts(db) {
  const counts = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    counts[table] = Number(row.count);
  }
  return counts;
}

/** How the store runs each read's statements now (EXPLAIN), with the steps that grow with the data. */
async function explainReads(app, store, headers) {
  const plans = [];
  for (const read of growthReads()) {
    const statements = await recordQueries(() =>
      app.inject({ method: 'GET', url: read.url, headers: read.signedIn ? headers : {} }),
    );
    plans.push({ name: read.name, statements: await explainStatements(app.db, store, statements) });
  }
  return plans;
}

// Interrupted runs still drop their scratch database and files.
let cleanUpScratch = async () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`growth: ${signal}, removing the scratch store`);
    cleanUpScratch().finally(() => process.exit(130));
  });
}

const timingOptions = {
  samples: settings.samplesPerRead,
  minSeconds: settings.minSecondsPerRead,
  warmup: settings.warmupPerRead,
};

/** A store of the first step's size, beside the growing one: the same rows, its own app (see timePaired). */
async function openReferenceStore(store, firstStep, now) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-growth-reference-'));
  const target = await openStore(store, dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { logger: false, responseCache: false });
  await app.ready();
  const writer = await target.openWriter();
  try {
    await fillToStep(writer, emptyCounts(), firstStep, settings, now);
    await settle(writer, store);
  } finally {
    await writer.close();
  }
  return {
    app,
    close: async () => {
      await app.close();
      await target.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * One read at a larger step, timed in rounds beside the same read on the reference store (the first step's
 * size), alternating which goes first. The steps are minutes apart and a shared two-core machine's speed drifts
 * by up to 2x within minutes (bench/HISTORY.md), so
 * the ratio of two reads timed in the same minute says how the cost grew; the sequential ratio beside it says
 * that and the drift. The round whose ratio is the median is kept, as in the throughput part.
 */
async function timePaired(app, reference, read, headers, referenceHeaders) {
  const rounds = [];
  for (let round = 0; round < settings.pairedRounds; round += 1) {
    const sides = [
      ['largest', () => timeRead(app, read, headers, timingOptions)],
      ['reference', () => timeRead(reference.app, read, referenceHeaders, timingOptions)],
    ];
    if (round % 2 === 1) sides.reverse();
    const timings = {};
    for (const [side, time] of sides) timings[side] = await time();
    rounds.push(timings);
  }
  const failed = rounds.flatMap(({ largest, reference }) => [largest, reference]).find((side) => side.error);
  if (failed) return failed;
  const ratioOf = (timings) => timings.largest.p95Ms / timings.reference.p95Ms;
  const ratios = rounds.map(ratioOf);
  const kept = rounds.find((timings) => ratioOf(timings) === median(ratios));
  return {
    ...kept.largest,
    reference: { p50Ms: kept.reference.p50Ms, p95Ms: kept.reference.p95Ms },
    roundRatios: ratios.map((ratio) => Math.round(ratio * 100) / 100),
  };
}

async function measureStore(store, steps) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-growth-'));
  const target = await openStore(store, dataDir);
  let reference;
  cleanUpScratch = async () => {
    await reference?.close();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  installQueryRecorder();
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { logger: false, responseCache: false });
  await app.ready();
  const writer = await target.openWriter();
  try {
    // Access tokens live 15 minutes and a full run is longer: a fresh one for every read.
    const readerHeaders = async (on = app) => ({
      authorization: `Bearer ${await on.accessTokens.issue(idFor('user', READER_INDEX))}`,
    });
    const now = Date.now();
    if (steps.length > 1) reference = await openReferenceStore(store, steps[0], now);
    let counts = emptyCounts();
    const measuredSteps = [];
    let plans = [];
    for (const [stepIndex, step] of steps.entries()) {
      console.log(`growth[${store}]: filling to ${step.label} ...`);
      const fill = await fillToStep(writer, counts, step, settings, now);
      counts = fill.counts;
      await settle(writer, store);
      collectGarbage();
      const rows = await rowCounts(app.db);
      console.log(`growth[${store}]: ${step.label} filled in ${fill.seconds} s: ${JSON.stringify(rows)}`);
      const reads = [];
      for (const read of growthReads()) {
        const timing =
          stepIndex === 0
            ? await timeRead(app, read, await readerHeaders(), timingOptions)
            : await timePaired(
                app,
                reference,
                read,
                await readerHeaders(),
                await readerHeaders(reference.app),
              );
        reads.push({ name: read.name, ...(read.shownBeside ? { shownBeside: true } : {}), ...timing });
        const beside = timing.reference
          ? `; ${steps[0].label} beside it p95 ${timing.reference.p95Ms} ms (rounds ${timing.roundRatios.join(' / ')})`
          : '';
        console.log(
          `  ${read.name}: ${timing.error ?? `p50 ${timing.p50Ms} ms, p95 ${timing.p95Ms} ms (gc ${timing.gcPauses} pauses, ${timing.gcMs} ms, max ${timing.gcMaxMs} ms)${beside}`}`,
        );
      }
      // Every step's plans are read, as a planner may choose a whole-table step at one size only (at 10k courses
      // it once hashed a search page and read every course to join it); the largest step's are all reported.
      plans = await explainReads(app, store, await readerHeaders());
      const growingPlans = plans.flatMap(({ name, statements }) =>
        statements
          .filter((statement) => statement.growingSteps.length > 0)
          .map(({ sql, growingSteps }) => ({ name, sql, growingSteps })),
      );
      measuredSteps.push({ label: step.label, rows, generationSeconds: fill.seconds, reads, growingPlans });
    }
    return { store, steps: measuredSteps, plans };
  } finally {
    await writer.close();
    await app.close();
    await cleanUpScratch();
    cleanUpScratch = async () => {};
  }
}

/**
 * p95 at the largest size over p95 at the smallest, per read: the target is at most 2x. It is read from the
 * largest step's rounds beside a store of the smallest size (timePaired), which the machine's drift between the
 * steps does not move; the sequential ratio (the largest step's p95 over the first step's, minutes earlier) and
 * the p50 ratio sit beside it.
 */
function growthFactors(result) {
  const first = result.steps[0];
  const last = result.steps.at(-1);
  // Two decimals: at one, a factor just over the target would print as the target and pass.
  const ratio = (small, large) => (small && large ? Math.round((large / small) * 100) / 100 : null);
  return first.reads.map((read, index) => {
    const largest = last.reads[index];
    const sequential = ratio(read.p95Ms, largest.p95Ms);
    const factor = largest.reference ? ratio(largest.reference.p95Ms, largest.p95Ms) : sequential;
    return {
      name: read.name,
      factor,
      sequentialFactor: sequential,
      p50Factor: ratio(read.p50Ms, largest.p50Ms),
      roundRatios: largest.roundRatios ?? null,
      // A search whose page fills as the catalogue grows is shown beside the target, not held to it (issue 46).
      meetsTarget: largest.shownBeside
        ? null
        : factor !== null && factor <= settings.targets.maxP95GrowthFactor,
      ...(largest.shownBeside ? { shownBeside: true } : {}),
    };
  });
}

function printPlans(result) {
  for (const { name, statements } of result.plans) {
    console.log(`\n[${result.store}] ${name}`);
    for (const statement of statements) {
      console.log(`  SQL: ${statement.sql}`);
      for (const line of statement.lines) console.log(`    ${line}`);
    }
  }
}

const { values: flags } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, store: { type: 'string', multiple: true } },
});
const stores = flags.store ?? ['sqlite', 'postgres'];
const steps = settings.steps[flags.quick ? 'quick' : 'full'];
const machine = describeMachine();
const started = performance.now();
const results = [];
for (const store of stores) {
  try {
    const result = await measureStore(store, steps);
    printPlans(result);
    results.push({ ...result, growth: growthFactors(result) });
  } catch (error) {
    console.error(`growth[${store}] failed: ${error.stack ?? error}`);
    results.push({ store, error: String(error.message ?? error) });
  }
}
writePartResult('growth', {
  machine,
  mode: flags.quick ? 'quick' : 'full',
  settings,
  minutes: Math.round((performance.now() - started) / 6000) / 10,
  stores: results,
});
