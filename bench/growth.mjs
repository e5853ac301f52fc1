// Part 2: cost as data grows. Fills SQLite and PostgreSQL step by step (1k -> 100k -> 1M blogs with likes,
// courses with lessons, comments on one hot lesson), times the same reads at each size through the real app
// and prints how each store runs every query. Run: node --import tsx bench/growth.mjs [--quick] [--store=sqlite]
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

async function measureStore(store, steps) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-growth-'));
  const target = await openStore(store, dataDir);
  cleanUpScratch = async () => {
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
    const readerHeaders = async () => ({
      authorization: `Bearer ${await app.accessTokens.issue(idFor('user', READER_INDEX))}`,
    });
    const now = Date.now();
    let counts = emptyCounts();
    const measuredSteps = [];
    let plans = [];
    for (const step of steps) {
      console.log(`growth[${store}]: filling to ${step.label} ...`);
      const fill = await fillToStep(writer, counts, step, settings, now);
      counts = fill.counts;
      await settle(writer, store);
      collectGarbage();
      const rows = await rowCounts(app.db);
      console.log(`growth[${store}]: ${step.label} filled in ${fill.seconds} s: ${JSON.stringify(rows)}`);
      const reads = [];
      for (const read of growthReads()) {
        const timing = await timeRead(app, read, await readerHeaders(), {
          samples: settings.samplesPerRead,
          minSeconds: settings.minSecondsPerRead,
          warmup: settings.warmupPerRead,
        });
        reads.push({ name: read.name, ...timing });
        console.log(
          `  ${read.name}: ${timing.error ?? `p50 ${timing.p50Ms} ms, p95 ${timing.p95Ms} ms (gc ${timing.gcPauses} pauses, ${timing.gcMs} ms, max ${timing.gcMaxMs} ms)`}`,
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
 * p95 at the largest size over p95 at the smallest, per read: the target is at most 2x. The p50 ratio sits
 * beside it because a p95 of sub-millisecond reads moves with the machine's load more than with the data.
 */
function growthFactors(result) {
  const first = result.steps[0];
  const last = result.steps.at(-1);
  const ratio = (small, large) => (small && large ? Math.round((large / small) * 10) / 10 : null);
  return first.reads.map((read, index) => {
    const largest = last.reads[index];
    const factor = ratio(read.p95Ms, largest.p95Ms);
    return {
      name: read.name,
      factor,
      p50Factor: ratio(read.p50Ms, largest.p50Ms),
      meetsTarget: factor !== null && factor <= settings.targets.maxP95GrowthFactor,
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
