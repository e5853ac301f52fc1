// Part 3: page load. Lighthouse (mobile preset, Debian's Chromium) on the landing page, login, course home,
// course detail, a lesson page, the blog list and a blog (signed in), with the gzipped JS and CSS each route
// loads first, held against the budgets of bench/config.json; then the desktop preset on each, for its CLS. Run: node --import tsx bench/lighthouse.mjs
// To iterate on some pages: --pages=login,course-home (their keys); such a run prints and writes no result.
// --reports=<folder> keeps each page's whole Lighthouse report (mobile) for a closer look. --runs=3: medians.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ApiCaller, publishBlog, signUpAndLogIn } from './lib/api-calls.mjs';
import { benchConfig } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { startApiServer } from './lib/processes.mjs';
import { writePartResult } from './lib/results.mjs';
import { auditPage, pageFigures } from './lighthouse/audit-page.mjs';
import { firstLoadBytes } from './lighthouse/first-load-bytes.mjs';
import { ensureWebBuilt } from '../scripts/lib/builds.mjs';

const budgets = benchConfig.lighthouse.budgets;
const onlyPages = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');
// --reports=<folder>: also write each page's whole Lighthouse report there (<key>.json), to see where its time went.
const reportsDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
// --runs=<n>: each page's mobile audit n times (a loaded machine moves every figure); the row holds each figure's
// median and the run whose LCP is the median for its diagnostics.
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const KB = 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Each figure's median over several audits of one page, with the median-LCP audit's diagnostics. */
function medianFigures(all) {
  const byLcp = [...all].sort((a, b) => a.lcpMs - b.lcpMs);
  const figures = { ...byLcp[Math.floor((byLcp.length - 1) / 2)] };
  for (const key of ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'])
    figures[key] = median(all.map((one) => one[key]));
  if (all.length > 1)
    figures.runs = all.map(({ performance, lcpMs, tbtMs, cls }) => ({ performance, lcpMs, tbtMs, cls }));
  return figures;
}

/** Blogs for the blog list (one page of 6) and the blog detail, each with a real landscape cover. */
async function publishBlogs(api) {
  const image = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  const blogs = [];
  for (let index = 0; index < 6; index += 1) blogs.push(await publishBlog(api, image, index));
  return blogs;
}

async function pagesToMeasure(origin, sqliteFile) {
  const visitor = new ApiCaller(origin);
  const learner = await signUpAndLogIn(visitor, sqliteFile, 'bench_lighthouse');
  const { courses } = await visitor.call('GET', '/courses?limit=8');
  const course = await visitor.call('GET', `/courses/${courses[0]._id}`);
  await learner.api.call('POST', `/users/enrollment/${course._id}`);
  const blogs = await publishBlogs(learner.api);
  const session = { token: learner.token, user: await learner.api.call('GET', '/users/self') };
  // A certificate (issue 43): every lesson of a second course marked done; its page is public.
  const other = await visitor.call('GET', `/courses/${courses[1]._id}`);
  await learner.api.call('POST', `/users/enrollment/${other._id}`);
  let certificateId = null;
  for (const lesson of other.syllabus) {
    const saved = await learner.api.call('PUT', `/c/progress/${other._id}/${lesson._id}`, {
      json: { completed: true },
    });
    certificateId = saved.issuedCertificate?.id ?? certificateId;
  }
  if (!certificateId) throw new Error('completing a course issued no certificate');
  return [
    { key: 'landing', name: 'landing', path: '/' },
    { key: 'login', name: 'login', path: '/auth/login' },
    { key: 'register', name: 'register', path: '/auth/register' },
    { key: 'course-home', name: 'course home', path: '/dashboard/courses', session },
    { key: 'course-detail', name: 'course detail', path: `/dashboard/courses/${course._id}`, session },
    {
      key: 'lesson',
      name: 'lesson (enrolled)',
      path: `/dashboard/courses/learn/${course._id}/lesson/${course.syllabus[0]._id}`,
      session,
    },
    { key: 'blog-list', name: 'blog list', path: '/dashboard/blogs', session },
    { key: 'blog-detail', name: 'blog detail', path: `/dashboard/blogs/${blogs.at(-1)._id}`, session },
    { key: 'certificate', name: 'certificate (public)', path: `/certificates/${certificateId}` },
  ];
}

/** A loaded machine now and then makes Chromium miss Lighthouse's own deadlines; one retry, then the error. */
async function auditWithOneRetry(url, options) {
  try {
    return await auditPage(url, options);
  } catch (error) {
    console.log(`(retrying after: ${error.message}) `);
    return auditPage(url, options);
  }
}

function verdicts(key, figures, bytes, desktop) {
  const routeBudget = budgets.firstLoadGzipKb[key];
  return {
    performance: figures.performance !== null && figures.performance >= budgets.minPerformance,
    cls: figures.cls <= budgets.maxCls,
    // No layout shift on desktop either (its other figures are printed, not budgeted).
    clsDesktop: desktop !== null && desktop.cls <= budgets.maxCls,
    lcp: figures.lcpMs <= budgets.maxLcpMs,
    tbt: figures.tbtMs <= budgets.maxTbtMs,
    js: bytes.js.gzipBytes <= routeBudget.js * KB,
    css: bytes.css.gzipBytes <= routeBudget.css * KB,
  };
}

// Measured on the production build the server serves, rebuilt like `npm start` does when it is stale.
ensureWebBuilt();
const machine = describeMachine();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-lighthouse-'));
const api = await startApiServer({ dataDir });
try {
  const pages = await pagesToMeasure(api.origin, path.join(dataDir, 'devlearn.sqlite'));
  const rows = [];
  for (const page of pages) {
    if (onlyPages && !onlyPages.includes(page.key)) continue;
    process.stdout.write(`lighthouse: ${page.name} ... `);
    let lhr;
    const audits = [];
    try {
      for (let run = 0; run < runs; run += 1) {
        lhr = await auditWithOneRetry(`${api.origin}${page.path}`, {
          origin: api.origin,
          session: page.session,
        });
        audits.push(pageFigures(lhr));
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(
            path.join(reportsDir, `${page.key}${run ? `-${run}` : ''}.json`),
            JSON.stringify(lhr),
          );
        }
      }
    } catch (error) {
      console.log(`failed: ${error.message}`);
      rows.push({ key: page.key, name: page.name, path: page.path, error: error.message });
      continue;
    }
    const figures = medianFigures(audits);
    const bytes = await firstLoadBytes(lhr, api.origin);
    let desktop = null;
    try {
      const { performance, lcpMs, tbtMs, cls, layoutShifts } = pageFigures(
        await auditWithOneRetry(`${api.origin}${page.path}`, {
          origin: api.origin,
          session: page.session,
          desktop: true,
        }),
      );
      desktop = { performance, lcpMs, tbtMs, cls, layoutShifts };
    } catch (error) {
      console.log(`desktop run failed: ${error.message}`);
    }
    const row = { key: page.key, name: page.name, path: page.path, ...figures, bytes, desktop };
    row.meets = verdicts(page.key, figures, bytes, desktop);
    rows.push(row);
    console.log(
      `performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, ` +
        `JS ${(bytes.js.gzipBytes / KB).toFixed(1)} KB gz, CSS ${(bytes.css.gzipBytes / KB).toFixed(1)} KB gz; ` +
        `desktop: ${desktop ? `performance ${desktop.performance}, LCP ${desktop.lcpMs} ms, CLS ${desktop.cls}` : 'failed'}` +
        (figures.finalUrl.endsWith(page.path) ? '' : ` (ended at ${figures.finalUrl})`),
    );
  }
  if (!onlyPages)
    writePartResult('lighthouse', {
      machine,
      settings: { preset: benchConfig.lighthouse.preset, lighthouse: '12.8.2', runs, budgets },
      rows,
    });
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
