// Part 6: server render of the dashboard pages. Fills a SQLite store to the growth part's largest step (1M blogs,
// 100k courses, 1M comments on the hot lesson), then times each dashboard page's document request (signed in
// with the page session cookie, D47, brotli as a browser asks) through the real app, beside the API reads the
// page's loaders make, as p50/p95 and requests per second (one request at a time, in this process).
// Run: node --import tsx bench/render.mjs [--quick] [--profile=<file.cpuprofile>] [--page=<name>]
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setImmediate as endOfTurn } from 'node:timers/promises';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ensureWebBuilt } from '../scripts/lib/builds.mjs';
import { openSqliteWriter } from './growth/bulk-writers.mjs';
import { emptyCounts, fillToStep } from './growth/fill-store.mjs';
import { idFor } from './growth/synthetic-rows.mjs';
import { HOT_COURSE_INDEX, HOT_LESSON_INDEX, READER_INDEX } from './growth/timed-reads.mjs';
import { benchConfig } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writePartResult } from './lib/results.mjs';

const settings = benchConfig.render;
const growth = benchConfig.growth;
const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    profile: { type: 'string' },
    page: { type: 'string' },
  },
});
const step = growth.steps[flags.quick ? 'quick' : 'full'].at(-1);

/** Each dashboard page whose loaders read data, and the API reads those loaders make (`--page=<name>`: one). */
const dashboardPages = () => allDashboardPages().filter((page) => !flags.page || page.name === flags.page);

function allDashboardPages() {
  const course = idFor('course', HOT_COURSE_INDEX);
  const lesson = idFor('lesson', HOT_LESSON_INDEX);
  const blog = idFor('blog', 0);
  return [
    {
      name: 'course home',
      page: '/dashboard/courses',
      api: ['/api/v1/users/self', '/api/v1/courses?limit=8', '/api/v1/users/enrollment'],
    },
    {
      name: 'course detail',
      page: `/dashboard/courses/${course}`,
      api: ['/api/v1/users/self', `/api/v1/courses/${course}`],
    },
    {
      name: 'lesson (enrolled)',
      page: `/dashboard/courses/learn/${course}/lesson/${lesson}`,
      api: [
        '/api/v1/users/self',
        `/api/v1/courses/${course}`,
        `/api/v1/c/syllabus/${course}/${lesson}`,
        `/api/v1/c/comments/${lesson}`,
      ],
    },
    {
      name: 'blog list (trending)',
      page: '/dashboard/blogs',
      api: ['/api/v1/users/self', '/api/v1/blogs?sortType=trending&page=1'],
    },
    {
      name: 'blog detail',
      page: `/dashboard/blogs/${blog}`,
      api: ['/api/v1/users/self', `/api/v1/blogs/${blog}`],
    },
    {
      name: 'blog list (latest)',
      page: '/dashboard/blogs?tab=latest',
      api: ['/api/v1/users/self', '/api/v1/blogs?sortType=latest&page=1&limit=6'],
    },
    {
      name: 'blog list (favourites)',
      page: '/dashboard/blogs?tab=favorites',
      api: ['/api/v1/users/self', '/api/v1/b/likes/self?page=1&limit=6'],
    },
    {
      name: 'my blogs',
      page: '/dashboard/my-blogs',
      api: ['/api/v1/users/self', '/api/v1/blogs/self/blogs?page=1&limit=6'],
    },
    {
      name: 'all courses',
      page: '/dashboard/courses/all?show=all-courses',
      api: ['/api/v1/users/self', '/api/v1/courses?limit=100'],
    },
    {
      name: 'my enrolments',
      page: '/dashboard/courses/all?show=my-enrollments',
      api: ['/api/v1/users/self', '/api/v1/users/enrollment', '/api/v1/users/progress'],
    },
    {
      name: 'favourite courses',
      page: '/dashboard/courses/all?show=favorites',
      api: ['/api/v1/users/self', '/api/v1/users/favorites'],
    },
    {
      name: 'course search',
      page: '/dashboard/courses/all?show=search-results&query=learn',
      api: ['/api/v1/users/self', '/api/v1/courses/query?query=learn'],
    },
    {
      name: 'profile',
      page: '/dashboard/profile',
      api: ['/api/v1/users/self', '/api/v1/profile', '/api/v1/users/certificates'],
    },
  ];
}

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

/** --profile: a CPU profile of the document requests of every page, to see where a render's time goes. */
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

// The server as `npm start` runs it: React and react-router load their production builds (the renderer reads
// NODE_ENV when the app loads it, below).
process.env.NODE_ENV = 'production';
ensureWebBuilt();
const machine = describeMachine();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-render-'));
const baseConfig = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
// A copy of the web build: the fill takes minutes, and a rebuild meanwhile would delete the renderer's chunks.
const webDistDir = path.join(dataDir, 'web-dist');
cpSync(baseConfig.webDistDir, webDistDir, { recursive: true });
const config = { ...baseConfig, webDistDir };
const app = await buildApp(config, { logger: false });
try {
  await app.ready();
  const writer = await openSqliteWriter(path.join(dataDir, 'devlearn.sqlite'));
  let rows;
  try {
    console.log(`render: filling SQLite to ${step.label} ...`);
    const fill = await fillToStep(writer, emptyCounts(), step, growth, Date.now());
    await writer.run('PRAGMA wal_checkpoint(TRUNCATE)');
    rows = fill.counts;
    console.log(`render: filled in ${fill.seconds} s`);
  } finally {
    await writer.close();
  }
  // Access tokens live 15 minutes: one per page.
  const token = () => app.accessTokens.issue(idFor('user', READER_INDEX));
  const pages = [];
  for (const page of dashboardPages()) {
    const row = await measurePage(app, page, await token());
    pages.push(row);
    console.log(
      `  ${row.name}: document p50 ${row.document.p50Ms} ms, p95 ${row.document.p95Ms} ms, ` +
        `${row.document.requestsPerSecond}/s; its API reads p95 ${row.api.p95Ms} ms, ${row.api.requestsPerSecond}/s`,
    );
  }
  if (flags.profile) {
    const pageTokens = await Promise.all(dashboardPages().map(async (page) => [page, await token()]));
    await profiled(flags.profile, async () => {
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
    console.log(`render: CPU profile written to ${flags.profile}`);
  }
  if (!flags.quick) writePartResult('render', { machine, step: step.label, rows, settings, pages });
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
