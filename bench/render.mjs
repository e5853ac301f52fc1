// Part 6: server render of the dashboard pages. Fills a SQLite store to the growth part's largest step (1M blogs,
// 100k courses, 1M comments on the hot lesson), then times each dashboard page's document request (signed in
// with the page session cookie, D47, brotli as a browser asks) through the real app, beside the API reads the
// page's loaders make, as p50/p95 and requests per second (one request at a time, in a process running the
// compiled app without tsx: lib/time-documents.mjs).
// Run: node --import tsx bench/render.mjs [--quick] [--profile=<file.cpuprofile>] [--page=<name>]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ensureApiBuilt, ensureWebBuilt } from '../scripts/lib/builds.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-flags.mjs';
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

// The migrations run here (the app built from its sources, then closed); the pages are timed by
// lib/time-documents.mjs on the compiled app, as `npm start` runs it (its Node flags, no tsx).
ensureWebBuilt();
ensureApiBuilt();
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
try {
  const migrated = await buildApp({ ...baseConfig, webDistDir }, { logger: false });
  await migrated.ready();
  await migrated.close();
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
  const input = {
    dataDir,
    webDistDir,
    userId: idFor('user', READER_INDEX),
    pages: dashboardPages(),
    settings,
    profile: flags.profile,
  };
  const timer = spawnSync(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      fileURLToPath(new URL('lib/time-documents.mjs', import.meta.url)),
      JSON.stringify(input),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (timer.status !== 0) throw new Error(`render: the timing process exited with ${timer.status}`);
  const pages = JSON.parse(timer.stdout.trim().split('\n').at(-1));
  if (!flags.quick) writePartResult('render', { machine, step: step.label, rows, settings, pages });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
