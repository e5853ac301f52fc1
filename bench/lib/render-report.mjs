// Turns the parts' JSON results into bench/results/latest.md: the machine, every figure, every ratio, and
// which target each figure meets or misses.

import { discussionsMisses, discussionsSection } from './render-discussions.mjs';
import { mixedMisses, mixedSection } from './render-mixed.mjs';
import { certificatesMisses, certificatesSection, startupMisses, startupSection } from './render-startup.mjs';
import { renderPagesMisses, renderPagesSection } from './render-pages.mjs';

const KB = 1024;
const mark = (ok) => (ok === null || ok === undefined ? '' : ok ? 'yes' : '**no**');
const kb = (bytes) => (bytes / KB).toFixed(1);

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function machineLine(machine) {
  return (
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB RAM (${machine.freeMemoryGb} GB free); ` +
    `Node ${machine.node}; ${machine.platform}; ${machine.date}; load average at start ${machine.loadAverage.join(' / ')}`
  );
}

function throughputSection(result) {
  const { targets } = result.settings;
  const rows = result.rows.map((row) => [
    row.name,
    row.kind,
    row.bytes,
    row.ours.requestsPerSecond,
    row.ours.p50Ms,
    row.ours.p99Ms,
    row.bare.requestsPerSecond,
    row.bare.p50Ms,
    row.bare.p99Ms,
    row.roundRatios
      ? `${row.ratio.toFixed(2)} (${row.roundRatios.map((r) => r.toFixed(2)).join(' / ')})`
      : row.ratio.toFixed(2),
    row.ours.cpuMicrosecondsPerRequest == null
      ? ''
      : `${row.ours.cpuMicrosecondsPerRequest} / ${row.bare.cpuMicrosecondsPerRequest}`,
    row.ours.non2xx + row.ours.errors,
    mark(row.meetsTargets),
  ]);
  return [
    '## Throughput against the bare node:http limit',
    '',
    `Machine: ${machineLine(result.machine)}`,
    '',
    `autocannon, ${result.settings.connections} connections, ${result.settings.rounds ?? 1} round(s) of ` +
      `${result.settings.durationSeconds} s per side after a ${result.settings.warmupSeconds} s warm-up, back to back; ` +
      `the row is the round with the median ratio (every round's ratio in brackets); loopback. Server: ${result.settings.store}, NODE_ENV=production, ` +
      `default logging. Seeded through the API: ${JSON.stringify(result.settings.seeded)}. Target for reads: ` +
      `ours/bare >= ${targets.minRatioToBare} (aim ${targets.aimRatioToBare}) and p99 < ${targets.maxP99Ms} ms; ` +
      `the health floor >= ${targets.minHealthRatio}` +
      (targets.minWriteRatioToBare ? `; writes: ours/bare >= ${targets.minWriteRatioToBare}` : '') +
      `. CPU µs per request: the CPU time (user + system, loopback ` +
      `TCP included) the kernel charged to each server process during its run, divided by the requests it answered.`,
    '',
    table(
      [
        'request',
        'kind',
        'body bytes',
        'ours req/s',
        'ours p50 ms',
        'ours p99 ms',
        'bare req/s',
        'bare p50 ms',
        'bare p99 ms',
        'ours/bare (rounds)',
        'CPU µs per request, ours / bare',
        'non-2xx+errors',
        'meets target',
      ],
      rows,
    ),
    ...(result.profile
      ? [
          '',
          `CPU profile of the writes (${result.profile.writes.join(', ')}): bench/results/${result.profile.file}.`,
        ]
      : []),
  ].join('\n');
}

/** The bytes of a read's answer at the smallest and the largest step (a list fills up as the data grows). */
function answerSizes(store, index) {
  return [store.steps[0], store.steps.at(-1)].map((step) => step.reads[index]?.bytes);
}

function growthStoreSection(store, settings) {
  if (store.error) return `### ${store.store}\n\nFailed: ${store.error}`;
  const header = [
    'read',
    ...store.steps.map((step) => `${step.label} p50 / p95 ms`),
    'p95 largest/smallest, timed together (rounds)',
    'p95 largest/smallest, steps apart',
    'p50 largest/smallest',
    'answer KB, smallest -> largest',
    'meets target',
  ];
  const rows = store.growth.map((growth, index) => [
    growth.name,
    ...store.steps.map((step) => {
      const read = step.reads[index];
      return read.error ? `error: ${read.error.slice(0, 60)}` : `${read.p50Ms} / ${read.p95Ms}`;
    }),
    growth.roundRatios && growth.factor !== null
      ? `${growth.factor}x (${growth.roundRatios.join(' / ')})`
      : '',
    // Older runs timed the steps apart only: their factor is that one.
    (growth.sequentialFactor ?? growth.factor) === null ? '' : `${growth.sequentialFactor ?? growth.factor}x`,
    growth.p50Factor === null || growth.p50Factor === undefined ? '' : `${growth.p50Factor}x`,
    answerSizes(store, index)
      .map((bytes) => (bytes === undefined ? '?' : (bytes / 1024).toFixed(1)))
      .join(' -> '),
    growth.shownBeside ? 'shown beside (page fills)' : mark(growth.meetsTarget),
  ]);
  const sizes = table(
    ['step', 'generated in s', ...Object.keys(store.steps[0].rows)],
    store.steps.map((step) => [step.label, step.generationSeconds, ...Object.values(step.rows)]),
  );
  const plans = store.plans
    .map(({ name, statements }) => {
      const body = statements
        .map((statement) => {
          const growing = statement.growingSteps.length
            ? `\n-- grows with the data: ${statement.growingSteps.join(' | ')}`
            : '';
          return `${statement.sql}\n${statement.lines.map((line) => `  ${line}`).join('\n')}${growing}`;
        })
        .join('\n\n');
      return `**${name}**\n\n\`\`\`\n${body || '(no read statements)'}\n\`\`\``;
    })
    .join('\n\n');
  // Plans that read without bound at a smaller size than the largest (whose plans follow in full).
  const earlierGrowth = store.steps
    .slice(0, -1)
    .flatMap((step) =>
      (step.growingPlans ?? []).map(
        (plan) =>
          `- at ${step.label}, **${plan.name}**: ${plan.growingSteps.join(' | ')} (\`${plan.sql.slice(0, 80)}...\`)`,
      ),
    );
  const earlier = store.steps[0].growingPlans
    ? earlierGrowth.length > 0
      ? [
          'Plan steps marked at a smaller size (a whole-table read there is the planner choosing it for a small table; ' +
            'it is a miss only if it stays at the largest size):',
          '',
          ...earlierGrowth,
          '',
        ]
      : ['At the smaller sizes no plan step was marked either.', '']
    : [];
  return [
    `### ${store.store}`,
    '',
    sizes,
    '',
    table(header, rows),
    '',
    ...earlier,
    `<details><summary>Query plans on ${store.store} at the largest size (${store.steps.at(-1).label})</summary>`,
    '',
    plans,
    '',
    '</details>',
    '',
    `Target: p95 at the largest size within ${settings.targets.maxP95GrowthFactor}x of the smallest. ` +
      (store.growth.some((growth) => growth.roundRatios)
        ? `The largest step's reads are timed in ${settings.pairedRounds} rounds beside the same reads on a store of ` +
          `the smallest size, alternating which goes first, and the round with the median ratio is kept (its largest ` +
          `p50 / p95 in the table, its ratio first, every round's in brackets); "steps apart" divides by the first ` +
          `step's p95, timed minutes earlier, so the machine's drift in between is in it.`
        : 'The smallest step was timed minutes before the largest (runs before stop 39).'),
  ].join('\n');
}

function growthSection(result) {
  return [
    '## Cost as data grows',
    '',
    `Machine: ${machineLine(result.machine)}`,
    '',
    `Mode: ${result.mode} (${result.minutes} min). Reads through the real app (\`buildApp\` + \`inject\`, no socket), ` +
      `at least ${result.settings.samplesPerRead} samples each` +
      (result.settings.minSecondsPerRead ? `, over at least ${result.settings.minSecondsPerRead} s` : '') +
      ` (fewer when one read takes over 8 s in all). ` +
      `${result.settings.users} users; up to ${result.settings.likesPerBlogMax} likes per blog within the last ` +
      `${result.settings.likeWindowDays} days; ${result.settings.lessonsPerCourse} lessons per course; comments all on one hot lesson.`,
    '',
    ...result.stores.map((store) => growthStoreSection(store, result.settings)),
  ].join('\n');
}

function lighthouseSection(result) {
  const { budgets } = result.settings;
  const measured = result.rows.filter((row) => !row.error);
  const rows = measured.map((row) => {
    const budget = budgets.firstLoadGzipKb[row.key];
    return [
      `${row.name} (\`${row.path.replace(/[a-f0-9]{24}/g, ':id')}\`)`,
      `${row.performance} ${row.meets.performance ? '' : '**(miss)**'}`,
      `${row.lcpMs} ${row.meets.lcp ? '' : '**(miss)**'}`,
      `${row.tbtMs} ${row.meets.tbt ? '' : '**(miss)**'}`,
      `${row.cls} ${row.meets.cls ? '' : '**(miss)**'}`,
      row.desktop
        ? `${row.desktop.performance} / ${row.desktop.lcpMs} / ${row.desktop.cls} ${row.meets.clsDesktop ? '' : '**(miss)**'}`
        : 'not measured',
      `${kb(row.bytes.js.gzipBytes)} / ${budget.js} ${row.meets.js ? '' : '**(miss)**'}`,
      `${kb(row.bytes.css.gzipBytes)} / ${budget.css} ${row.meets.css ? '' : '**(miss)**'}`,
      `${row.bytes.js.files} + ${row.bytes.css.files}`,
      `${kb(row.bytes.js.rawBytes + row.bytes.css.rawBytes)} / ${kb(row.bytes.js.transferredBytes + row.bytes.css.transferredBytes)}`,
    ];
  });
  const failed = result.rows
    .filter((row) => row.error)
    .map((row) => `- **${row.name}**: failed: ${row.error}`);
  const details = measured.map((row) => {
    const phases = Object.entries(row.lcpPhasesMs ?? {})
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ');
    const shifts = (row.layoutShifts ?? [])
      .map((shift) => `\`${shift.element}\` (${shift.score})`)
      .join('; ');
    const heaviest = [...row.bytes.js.largest, ...row.bytes.css.largest]
      .map((file) => `${file.path.replace(/^\/assets\//, '')} ${kb(file.gzipBytes)} KB`)
      .join(', ');
    const desktopShifts = (row.desktop?.layoutShifts ?? [])
      .map((shift) => `\`${shift.element}\` (${shift.score})`)
      .join('; ');
    return (
      `- **${row.name}**: LCP element \`${row.lcpElement ?? 'none'}\` (${phases || 'no phases'}); ` +
      `layout shifts: ${shifts || 'none'}; on desktop: ${desktopShifts || 'none'}; ` +
      `heaviest first-load files (gzip): ${heaviest}.`
    );
  });
  return [
    '## Page load (Lighthouse)',
    '',
    `Machine: ${machineLine(result.machine)}`,
    '',
    `Lighthouse ${result.settings.lighthouse}, ${result.settings.preset} preset (simulated slow 4G, 4x CPU slowdown), ` +
      `Debian Chromium, a fresh profile per page; then the desktop preset per page, for its CLS. ` +
      `Budgets: performance >= ${budgets.minPerformance}, CLS <= ${budgets.maxCls} (mobile and desktop), LCP <= ${budgets.maxLcpMs} ms, TBT <= ${budgets.maxTbtMs} ms, first-load gzip per route as shown.`,
    '',
    table(
      [
        'page',
        'performance',
        'LCP ms',
        'TBT ms',
        'CLS',
        'desktop: performance / LCP ms / CLS',
        'JS gzip KB / budget',
        'CSS gzip KB / budget',
        'JS + CSS files',
        'raw KB / sent KB',
      ],
      rows,
    ),
    '',
    ...failed,
    ...details,
  ].join('\n');
}

/** One line per missed target, so the report opens with what needs work. */
function missedTargets(results) {
  const misses = [];
  for (const row of results.throughput?.rows ?? []) {
    if (row.meetsTargets === false) {
      misses.push(
        `Throughput: ${row.name} at ${row.ratio.toFixed(2)} of the bare limit, p99 ${row.ours.p99Ms} ms.`,
      );
    }
  }
  for (const store of results.growth?.stores ?? []) {
    for (const [index, growth] of (store.growth ?? []).entries()) {
      if (growth.meetsTarget || growth.shownBeside) continue;
      const plan = store.plans.find((candidate) => candidate.name === growth.name);
      const growing = plan?.statements.flatMap((statement) => statement.growingSteps) ?? [];
      const [smallest, largest] = answerSizes(store, index);
      // A page that fills up as the data grows (a search with more matches) is more work per answer, not a read
      // that grows with the table: said as such, and not called load.
      const fuller = smallest && largest && largest > smallest * 1.5;
      const likelyNoise =
        !fuller && growing.length === 0 && growth.p50Factor !== null && growth.p50Factor <= 2;
      misses.push(
        `Growth (${store.store}): ${growth.name} p95 ${growth.factor}x` +
          (growth.roundRatios ? ` timed together (rounds ${growth.roundRatios.join(' / ')}),` : '') +
          (growth.sequentialFactor !== undefined && growth.roundRatios
            ? ` ${growth.sequentialFactor}x steps apart`
            : '') +
          ` (p50 ${growth.p50Factor}x)` +
          (growing.length ? `; plan: ${growing.slice(0, 3).join(' | ')}` : '; the plan uses indexes only') +
          (fuller
            ? `; its answer grew from ${(smallest / 1024).toFixed(1)} to ${(largest / 1024).toFixed(1)} KB (a fuller page)`
            : '') +
          (likelyNoise
            ? '; p50 flat and indexed plan: the p95 moved with the machine load, not the data'
            : ''),
      );
    }
  }
  for (const row of results.lighthouse?.rows ?? []) {
    if (row.error) {
      misses.push(`Page load: ${row.name} could not be measured (${row.error}).`);
      continue;
    }
    const missed = Object.entries(row.meets)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    if (missed.length) misses.push(`Page load: ${row.name} misses ${missed.join(', ')}.`);
  }
  return misses;
}

export function renderReport(results) {
  const sections = [
    '# DevLearn benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs). Raw figures: `bench/results/*.json`.',
  ];
  const misses = [
    ...missedTargets(results),
    ...mixedMisses(results.mixed),
    ...startupMisses(results.startup),
    ...renderPagesMisses(results.render),
    ...certificatesMisses(results.certificates),
    ...discussionsMisses(results.discussions),
  ];
  sections.push(
    '',
    '## Missed targets',
    '',
    misses.length ? misses.map((miss) => `- ${miss}`).join('\n') : 'None.',
  );
  if (results.throughput) sections.push('', throughputSection(results.throughput));
  if (results.mixed) sections.push('', mixedSection(results.mixed));
  if (results.growth) sections.push('', growthSection(results.growth));
  if (results.lighthouse) sections.push('', lighthouseSection(results.lighthouse));
  if (results.startup) sections.push('', startupSection(results.startup));
  if (results.render) sections.push('', renderPagesSection(results.render));
  if (results.certificates) sections.push('', certificatesSection(results.certificates));
  if (results.discussions) sections.push('', discussionsSection(results.discussions));
  return `${sections.join('\n')}\n`;
}
