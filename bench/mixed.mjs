// Part: the mixed load. A closed loop (each connection sends its next request when its last answer came) of many
// learners reading many pages, with the writes a person makes (progress saves, likes, comments) at about
// `writeShare` of the requests, against a bare node:http server answering the same bytes for the same requests.
// One global data version would retire every kept answer at each write; this shows what reads cost then.
// Run: node bench/run.mjs mixed [--quick] [--profile]
// --profile: the mix once more against a server on the same data under --cpu-prof, its profile in the results
// folder (bench/results/mixed.cpuprofile): where a mixed request's CPU goes.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { ApiCaller, publishBlog, signUpAndLogIn } from './lib/api-calls.mjs';
import { benchConfig } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { cpuMicroseconds } from './lib/process-cpu.mjs';
import { freePort, startApiServer, startNodeProcess } from './lib/processes.mjs';
import { RESULTS_DIR, writePartResult } from './lib/results.mjs';
import { captureResponse } from './throughput/load.mjs';

const quick = process.argv.includes('--quick');
const profile = process.argv.includes('--profile');
const settings = quick
  ? { ...benchConfig.mixed, durationSeconds: 3, warmupSeconds: 1, rounds: 1, users: 8, blogs: 8 }
  : benchConfig.mixed;

/** The same pseudo-random sequence for every run (mulberry32), so ours and bare are sent the same mix. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Learners, their enrolments, blogs, likes and a discussion, all through the server's own API. */
async function seed(origin, sqliteFile) {
  const visitor = new ApiCaller(origin);
  const learners = [];
  for (let index = 0; index < settings.users; index += 1) {
    learners.push(await signUpAndLogIn(visitor, sqliteFile, `mixed_learner_${index}`));
  }
  const { courses } = await visitor.call('GET', '/courses?limit=100');
  const details = [];
  for (const course of courses) details.push(await visitor.call('GET', `/courses/${course._id}`));
  // Each learner follows two courses.
  for (const [index, learner] of learners.entries()) {
    for (const course of [details[index % details.length], details[(index + 1) % details.length]]) {
      await learner.api.call('POST', `/users/enrollment/${course._id}`);
      learner.courses = [...(learner.courses ?? []), course];
    }
  }
  const image = await sharp({ create: { width: 480, height: 270, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  const blogIds = [];
  for (let index = 0; index < settings.blogs; index += 1) {
    const blog = await publishBlog(learners[index % learners.length].api, image, index);
    blogIds.push(blog._id);
  }
  for (const [index, learner] of learners.entries()) {
    const lesson = learner.courses[0].syllabus[0];
    await learner.api.call('POST', `/c/comments/${lesson._id}`, {
      json: { comment: `Question ${index}: why does the effect run twice in development?` },
    });
    await learner.api.call('POST', `/b/likes/${blogIds[index % blogIds.length]}`);
  }
  return { learners, courses: details, blogIds };
}

/** Every learner's pages (reads) and the writes a learner sends while on them. */
function mixOf({ learners, courses, blogIds }) {
  const reads = [];
  const writes = [];
  const pages = Math.max(1, Math.ceil(courses.length / 8));
  const json = { 'content-type': 'application/json' };
  for (const learner of learners) {
    const headers = { authorization: `Bearer ${learner.token}` };
    const read = (requestPath) => reads.push({ method: 'GET', path: `/api/v1${requestPath}`, headers });
    read('/users/self');
    read('/users/enrollment');
    read('/courses?limit=100');
    for (let page = 1; page <= pages; page += 1) read(`/courses?limit=8&page=${page}`);
    for (const query of ['reac', 'node', 'css']) read(`/courses/query?query=${query}`);
    for (const course of courses) read(`/courses/${course._id}`);
    for (let page = 1; page <= 3; page += 1) read(`/blogs?sortType=trending&page=${page}`);
    for (const blogId of blogIds) read(`/blogs/${blogId}`);
    for (const course of learner.courses) {
      read(`/c/progress/${course._id}`);
      for (const lesson of course.syllabus) {
        read(`/c/syllabus/${course._id}/${lesson._id}`);
        read(`/c/comments/${lesson._id}`);
      }
      const lesson = course.syllabus[0];
      const write = (method, requestPath, body) =>
        writes.push({
          method,
          path: `/api/v1${requestPath}`,
          headers: body === undefined ? headers : { ...headers, ...json },
          body,
        });
      write('PUT', `/c/progress/${course._id}/${lesson._id}`, JSON.stringify({ positionSeconds: 42 }));
      write('POST', `/c/likes/${lesson._id}`);
      write('POST', `/c/likes/${course._id}`);
      write('POST', `/b/likes/${blogIds[0]}`);
      write(
        'POST',
        `/c/comments/${lesson._id}`,
        JSON.stringify({ comment: 'Benchmark comment: the cleanup runs before the next effect.' }),
      );
    }
  }
  return { reads, writes };
}

function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
  } catch {
    return null;
  }
}

/** One closed-loop run of the mix; with `pid`, the server's CPU per answered request. */
async function runMix(origin, mix, { durationSeconds, pid, seed }) {
  const random = randomFrom(seed);
  const pick = () => {
    const list = random() < settings.writeShare ? mix.writes : mix.reads;
    return list[Math.floor(random() * list.length)];
  };
  let writes = 0;
  const cpuBefore = pid === undefined ? undefined : cpuMicroseconds(pid);
  const result = await autocannon({
    url: origin,
    connections: settings.connections,
    duration: durationSeconds,
    requests: [
      {
        setupRequest(request) {
          const next = pick();
          if (next.method !== 'GET') writes += 1;
          return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
        },
      },
    ],
  });
  const cpuAfter = pid === undefined ? undefined : cpuMicroseconds(pid);
  const total = result.requests.total;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    writesPerSecond: Math.round(writes / durationSeconds),
    cpuMicrosecondsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || total === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) / total) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The mix for `durationSeconds` against a second server on the same data, started with --cpu-prof. */
async function profileMix(dataDir, mix) {
  const name = 'mixed.cpuprofile';
  const profiled = await startApiServer({
    dataDir,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${RESULTS_DIR}`, `--cpu-prof-name=${name}`],
  });
  try {
    console.log('mixed: profiling the mix');
    await runMix(profiled.origin, mix, { durationSeconds: settings.warmupSeconds, seed: 7 });
    await runMix(profiled.origin, mix, { durationSeconds: settings.durationSeconds, seed: 1000 });
  } finally {
    // The profile is written as the server exits (SIGTERM, its graceful shutdown).
    await profiled.stop();
  }
  console.log(`mixed: the CPU profile is ${path.join(RESULTS_DIR, name)}`);
  return { file: name };
}

async function runMixed() {
  const machine = describeMachine();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-bench-mixed-'));
  const stops = [];
  try {
    console.log(`mixed: starting the API server on ${dataDir}`);
    // Sign-ups are seeding, not under test: a cheaper password hash makes many learners quickly.
    const api = await startApiServer({ dataDir, extraEnv: { PASSWORD_HASH_COST: '10' } });
    stops.push(() => api.stop());
    const seeded = await seed(api.origin, path.join(dataDir, 'devlearn.sqlite'));
    const mix = mixOf(seeded);
    const rssAfterSeedMb = residentMb(api.pid);

    // The bare server answers each method and path with the bytes the real server gave it once.
    const captured = new Map();
    for (const request of [...mix.reads, ...mix.writes]) {
      const key = `${request.method} ${request.path}`;
      if (captured.has(key)) continue;
      const answer = await captureResponse(api.origin, request);
      if (answer.status < 200 || answer.status >= 300) throw new Error(`${key} answered ${answer.status}`);
      captured.set(key, answer);
    }
    const capturedFile = path.join(dataDir, 'captured-responses.json');
    writeFileSync(capturedFile, JSON.stringify([...captured.values()]));
    const bare = await startNodeProcess({
      script: 'bench/lib/bare-server.mjs',
      args: [capturedFile],
      env: {},
      port: await freePort(),
      readyPath: '/__ready',
    });
    stops.push(() => bare.stop());

    const rounds = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      const sides = round % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours'];
      const figures = {};
      for (const side of sides) {
        const target = side === 'ours' ? api : bare;
        await runMix(target.origin, mix, { durationSeconds: settings.warmupSeconds, seed: 7 + round });
        figures[side] = await runMix(target.origin, mix, {
          durationSeconds: settings.durationSeconds,
          pid: target.pid,
          seed: 1000 + round,
        });
      }
      const ratio = figures.ours.requestsPerSecond / figures.bare.requestsPerSecond;
      rounds.push({ ...figures, ratio });
      console.log(
        `mixed: round ${round + 1}: ours ${figures.ours.requestsPerSecond} req/s ` +
          `(${figures.ours.writesPerSecond} writes/s) p99 ${figures.ours.p99Ms} ms ` +
          `(${figures.ours.cpuMicrosecondsPerRequest} µs CPU per request, ${figures.ours.non2xx} non-2xx), ` +
          `bare ${figures.bare.requestsPerSecond} req/s p99 ${figures.bare.p99Ms} ms, ratio ${ratio.toFixed(2)}`,
      );
    }
    const rssAfterLoadMb = residentMb(api.pid);
    const profiled = profile ? await profileMix(dataDir, mix) : undefined;
    const twoDecimals = (value) => Math.round(value * 100) / 100;
    const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
    const { targets } = settings;
    const result = {
      machine,
      settings: { ...settings, quick, store: 'SQLite (default)' },
      mix: {
        learners: seeded.learners.length,
        courses: seeded.courses.length,
        blogs: seeded.blogIds.length,
        distinctReads: mix.reads.length,
        distinctWrites: mix.writes.length,
      },
      ours: median.ours,
      bare: median.bare,
      ratio: twoDecimals(median.ratio),
      roundRatios: rounds.map((round) => twoDecimals(round.ratio)),
      rssMb: { afterSeed: rssAfterSeedMb, afterLoad: rssAfterLoadMb },
      ...(profiled ? { profile: profiled } : {}),
      meetsTargets: median.ratio >= targets.minRatioToBare && median.ours.p99Ms <= targets.maxP99Ms,
    };
    console.log(
      `mixed: ratio ${result.ratio} (target ${targets.minRatioToBare}), p99 ${result.ours.p99Ms} ms ` +
        `(target ${targets.maxP99Ms} ms), resident ${result.rssMb.afterLoad} MB after the load`,
    );
    writePartResult('mixed', result);
    return result;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runMixed();
