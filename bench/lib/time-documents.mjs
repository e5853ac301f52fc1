// The render part's timing half, in a process of its own without tsx: tsx compiles every module it loads
// (keepNames wraps each closure React and react-router make in a render), and `npm start` runs none of that.
// It builds the compiled app (apps/api/dist) on the store the parent filled and times each page's document
// request beside its API reads. Input: one JSON argument; output: the rows as JSON on the last line of stdout.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { setImmediate as endOfTurn } from 'node:timers/promises';
import { buildApp } from '../../apps/api/dist/app.js';
import { loadConfig } from '../../apps/api/dist/config.js';

const { dataDir, webDistDir, userId, pages, settings, profile } = JSON.parse(process.argv[2]);

const round2 = (value) => Math.round(value * 100) / 100;
const percentile = (sorted, fraction) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))];

/**
 * Times `call` (warm-up first): samples until there are `settings.samples` over at least `minSeconds`. Each sample
 * ends with the end of its event-loop turn, as a server's requests arrive by I/O (bench/growth/timed-reads.mjs).
 */
async function timeCalls(call) {
  for (let index = 0; index < settings.warmup; index += 1) await call();
  const durations = [];
  const started = performance.now();
  while (durations.length < settings.samples || performance.now() - started < settings.minSeconds * 1000) {
    const before = performance.now();
    await call();
    await endOfTurn();
    durations.push(performance.now() - before);
  }
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    samples: durations.length,
    p50Ms: round2(percentile(durations, 0.5)),
    p95Ms: round2(percentile(durations, 0.95)),
    requestsPerSecond: Math.round(durations.length / seconds),
  };
}

async function checkedInject(app, request, what) {
  const answer = await app.inject(request);
  if (answer.statusCode !== 200) throw new Error(`${what} answered ${answer.statusCode}`);
  return answer;
}

async function measurePage(app, page, token) {
  const documentRequest = {
    method: 'GET',
    url: page.page,
    headers: { cookie: `session=${token}`, 'accept-encoding': 'br, gzip', accept: 'text/html' },
  };
  const first = await checkedInject(app, documentRequest, page.page);
  // A page the server left to the browser would be timed as the bare template: it must carry its state.
  if (!first.headers['content-encoding'] || first.rawPayload.length < 1000) {
    throw new Error(`${page.page} was not rendered on the server`);
  }
  const apiReads = page.api.map((url) => ({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  }));
  for (const read of apiReads) await checkedInject(app, read, read.url);
  const documentTiming = await timeCalls(() => app.inject(documentRequest));
  const apiTiming = await timeCalls(() => Promise.all(apiReads.map((read) => app.inject(read))));
  return {
    name: page.name,
    path: page.page,
    document: { ...documentTiming, bytes: first.rawPayload.length },
    api: { reads: page.api, ...apiTiming },
    meetsTarget: documentTiming.p95Ms <= settings.targets.maxDocumentP95Ms,
  };
}

/** A CPU profile of the document requests of every page, to see where a render's time goes. */
async function profiled(file, work) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

process.env.NODE_ENV = 'production';
const config = {
  ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' }),
  webDistDir,
};
const app = await buildApp(config, { logger: false });
try {
  await app.ready();
  // Access tokens live 15 minutes: one per page.
  const token = () => app.accessTokens.issue(userId);
  const rows = [];
  for (const page of pages) {
    const row = await measurePage(app, page, await token());
    rows.push(row);
    console.error(
      `  ${row.name}: document p50 ${row.document.p50Ms} ms, p95 ${row.document.p95Ms} ms, ` +
        `${row.document.requestsPerSecond}/s; its API reads p95 ${row.api.p95Ms} ms, ${row.api.requestsPerSecond}/s`,
    );
  }
  if (profile) {
    const pageTokens = await Promise.all(pages.map(async (page) => [page, await token()]));
    await profiled(profile, async () => {
      for (let round = 0; round < 200; round += 1) {
        for (const [page, pageToken] of pageTokens) {
          await app.inject({
            method: 'GET',
            url: page.page,
            headers: { cookie: `session=${pageToken}`, 'accept-encoding': 'br' },
          });
        }
      }
    });
    console.error(`render: CPU profile written to ${profile}`);
  }
  console.log(JSON.stringify(rows));
} finally {
  await app.close();
}
