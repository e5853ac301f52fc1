import { PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as endOfTurn } from 'node:timers/promises';
import { idFor } from './synthetic-rows.mjs';

// The reads whose cost must not grow with the data: every list, detail and search a learner's pages make,
// through the real app (routing, validation, handlers, repositories, serialisation), without the socket.

const TIME_BUDGET_MS = 8000;
// A read that takes seconds needs no precision, only enough samples to show it is slow.
const MIN_SAMPLES = 5;
const SLOW_READ_MS = 1000;
const SLOW_READ_SAMPLES = 3;
const WARMUP_BUDGET_MS = 2000;

export const READER_INDEX = 0;
export const HOT_COURSE_INDEX = 0;
export const HOT_LESSON_INDEX = 1;

export function growthReads() {
  const hotCourse = idFor('course', HOT_COURSE_INDEX);
  const hotLesson = idFor('lesson', HOT_LESSON_INDEX);
  const blog = idFor('blog', 0);
  return [
    { name: 'course list (8)', url: '/api/v1/courses?limit=8', signedIn: false },
    { name: 'course list (page 50 of 8)', url: '/api/v1/courses?limit=8&page=50', signedIn: false },
    { name: 'course detail', url: `/api/v1/courses/${hotCourse}`, signedIn: true },
    // Course search both ways (issue 46): a word of every course's sub title, whose page of 100 is full at every
    // size (held to the target), and two whose page fills as the catalogue grows (shown beside it: more cards
    // per answer is more work, not a read that grows with the table).
    {
      name: 'course search "learn" (page full at every size)',
      url: '/api/v1/courses/query?query=learn',
      signedIn: false,
    },
    {
      name: 'course search "reac" (page fills as it grows)',
      url: '/api/v1/courses/query?query=reac',
      signedIn: false,
      shownBeside: true,
    },
    {
      name: 'course search "vite deploy" (page fills as it grows)',
      url: '/api/v1/courses/query?query=vite%20deploy',
      signedIn: false,
      shownBeside: true,
    },
    { name: 'lesson view (enrolled)', url: `/api/v1/c/syllabus/${hotCourse}/${hotLesson}`, signedIn: true },
    { name: 'hot lesson comments', url: `/api/v1/c/comments/${hotLesson}`, signedIn: true },
    { name: 'blog list (trending, p1)', url: '/api/v1/blogs?sortType=trending&page=1', signedIn: true },
    { name: 'blog list (latest, p1)', url: '/api/v1/blogs?sortType=latest&page=1', signedIn: true },
    { name: 'blog detail', url: `/api/v1/blogs/${blog}`, signedIn: true },
    { name: 'my blogs', url: '/api/v1/blogs/self/blogs', signedIn: true },
    { name: 'liked blogs', url: '/api/v1/b/likes/self', signedIn: true },
    { name: 'my enrolments', url: '/api/v1/users/enrollment', signedIn: true },
  ];
}

// Garbage collection pauses of this process (the app runs in it), to tell a read's own cost from a pause that
// happened to fall into its samples.
const gcPauses = [];
new PerformanceObserver((list) => gcPauses.push(...list.getEntries())).observe({ entryTypes: ['gc'] });

/** The pauses that started in [from, to] (performance.now() times): how many, their sum and the longest. */
async function pausesBetween(from, to) {
  // Entries reach the observer on a later turn.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const pauses = gcPauses.filter((entry) => entry.startTime >= from && entry.startTime <= to);
  gcPauses.length = 0;
  return {
    gcPauses: pauses.length,
    gcMs: round2(pauses.reduce((sum, entry) => sum + entry.duration, 0)),
    gcMaxMs: round2(Math.max(0, ...pauses.map((entry) => entry.duration))),
  };
}

function percentile(sorted, fraction) {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * Times one read: warm-up calls, then samples until there are `samples` of them over at least `minSeconds`, or
 * the time budget is spent. The floor in time is for the fastest reads: samples of a read of a few tens of
 * microseconds span so little time that one stall of the machine in them would be their p95 (bench/HISTORY.md).
 *
 * A sample is one request and the end of the event-loop turn it finished in, as a server's requests arrive by
 * I/O, each on a turn of its own. Without that turn the loop never reached its immediates: `inject` answers
 * through a null socket whose writes complete with a `setImmediate`, so every sample's request and answer
 * stayed reachable until the read ended, and the process's scavenges copied all of them. The garbage collection
 * the turn runs is inside the sample.
 */
export async function timeRead(app, read, headers, { samples, minSeconds = 0, warmup }) {
  const call = async () => {
    const response = await app.inject({
      method: 'GET',
      url: read.url,
      headers: read.signedIn ? headers : {},
    });
    await endOfTurn();
    return response;
  };
  const firstStarted = performance.now();
  const first = await call();
  const slow = performance.now() - firstStarted > SLOW_READ_MS;
  if (first.statusCode !== 200) {
    return { error: `answered ${first.statusCode}: ${first.body.slice(0, 200)}` };
  }
  const warmupStarted = performance.now();
  for (
    let index = 0;
    !slow && index < warmup && performance.now() - warmupStarted < WARMUP_BUDGET_MS;
    index += 1
  ) {
    await call();
  }
  const durations = [];
  const started = performance.now();
  const enough = () => durations.length >= samples && performance.now() - started >= minSeconds * 1000;
  while (
    !enough() &&
    (durations.length < (slow ? SLOW_READ_SAMPLES : MIN_SAMPLES) ||
      performance.now() - started < TIME_BUDGET_MS)
  ) {
    const before = performance.now();
    await call();
    durations.push(performance.now() - before);
  }
  const pauses = await pausesBetween(started, performance.now());
  durations.sort((a, b) => a - b);
  return {
    samples: durations.length,
    p50Ms: round2(percentile(durations, 0.5)),
    p95Ms: round2(percentile(durations, 0.95)),
    bytes: first.rawPayload.length,
    ...pauses,
  };
}
