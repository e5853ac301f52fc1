// Part: certificates (issue 43, ADR 0161). What issuing a certificate adds to the progress save that completes a
// course: the p95 of that save (it issues) beside the p95 of a save that completes a lesson of a course not yet
// done (the same checks, no issue), both in process through app.inject on a fresh SQLite store with the
// default catalogue (its first course, every lesson but the last two completed beforehand).
// Each sample is its own learner, so every measured save is the real first completion. The mail goes to the
// outbox folder after the answer (ADR 0164) and is not in the figure. Target: at most 1 ms more at p95.
// Run: node bench/run.mjs certificates [--quick]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { benchConfig } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writePartResult } from './lib/results.mjs';

const quick = process.argv.includes('--quick');
const settings = benchConfig.certificates ?? { samples: 400, warmup: 40, targets: { maxAddedP95Ms: 1 } };
const samples = quick ? 60 : settings.samples;
const warmup = quick ? 10 : settings.warmup;

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const round = (ms) => Math.round(ms * 1000) / 1000;

async function learner(app, courseId) {
  const id = randomBytes(12).toString('hex');
  const now = Date.now();
  await app.db
    .insertInto('users')
    .values({
      id,
      username: `bench_${id.slice(0, 10)}`,
      email: `bench_${id}@example.com`,
      password_hash: null,
      google_sub: null,
      email_verified: 1,
      first_name: 'Bench',
      last_name: 'Learner',
      avatar_key: null,
      avatar_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const headers = { authorization: `Bearer ${await app.accessTokens.issue(id)}` };
  const enrolled = await app.inject({ method: 'POST', url: `/api/v1/users/enrollment/${courseId}`, headers });
  if (enrolled.statusCode !== 200) throw new Error(`enrolment answered ${enrolled.statusCode}`);
  return headers;
}

async function timedSave(app, headers, courseId, lessonId) {
  const started = performance.now();
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/c/progress/${courseId}/${lessonId}`,
    headers,
    payload: { completed: true },
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body}`);
  return { ms, issued: response.json().data.issuedCertificate !== null };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-bench-certificates-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { logger: false, responseCache: false });
  try {
    const course = await app.db
      .selectFrom('courses')
      .select(['id', 'lesson_ids'])
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const lessons = course.lesson_ids.split(',');
    const [last] = lessons.slice(-1);
    const before = lessons.slice(0, -2);
    const [secondLast] = lessons.slice(-2, -1);

    const measure = async (count) => {
      const issuing = [];
      const notIssuing = [];
      for (let index = 0; index < count; index += 1) {
        // Two learners at the same place (every lesson but the last two done): one completes the second last
        // (the course is not done: no issue), the other completes both, the last save issuing.
        const plain = await learner(app, course.id);
        const completer = await learner(app, course.id);
        for (const lessonId of before) {
          await timedSave(app, plain, course.id, lessonId);
          await timedSave(app, completer, course.id, lessonId);
        }
        await timedSave(app, completer, course.id, secondLast);
        const a = await timedSave(app, plain, course.id, secondLast);
        const b = await timedSave(app, completer, course.id, last);
        if (a.issued || !b.issued) throw new Error('the saves did not issue as planned');
        notIssuing.push(a.ms);
        issuing.push(b.ms);
      }
      return { issuing, notIssuing };
    };

    await measure(warmup);
    const { issuing, notIssuing } = await measure(samples);
    await app.certificates.settle();
    const row = (values) => ({
      p50Ms: round(percentile(values, 0.5)),
      p95Ms: round(percentile(values, 0.95)),
      p99Ms: round(percentile(values, 0.99)),
    });
    const withIssue = row(issuing);
    const withoutIssue = row(notIssuing);
    const addedP95Ms = round(withIssue.p95Ms - withoutIssue.p95Ms);
    const result = {
      part: 'certificates',
      date: new Date().toISOString(),
      machine: describeMachine(),
      store: 'sqlite',
      quick,
      settings: { samples, warmup, targets: settings.targets },
      lessons: lessons.length,
      withIssue,
      withoutIssue,
      addedP95Ms,
      meetsTarget: addedP95Ms <= settings.targets.maxAddedP95Ms,
    };
    const file = writePartResult('certificates', result);
    console.log(JSON.stringify(result, null, 2));
    console.log(`written to ${file}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
