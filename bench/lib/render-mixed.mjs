// The mixed-load part's section of bench/results/latest.md (kept apart from the other parts' rendering).

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function mixedSection(result) {
  const { settings, mix, targets = result.settings.targets } = result;
  const side = (name, figures) => [
    name,
    `${figures.requestsPerSecond}`,
    `${figures.writesPerSecond}`,
    `${figures.p50Ms} ms`,
    `${figures.p99Ms} ms`,
    figures.cpuMicrosecondsPerRequest === null ? '' : `${figures.cpuMicrosecondsPerRequest} µs`,
    `${figures.non2xx + figures.errors}`,
  ];
  return [
    '## Mixed load',
    '',
    `A closed loop of ${settings.connections} connections for ${settings.durationSeconds} s per side (median of ` +
      `${settings.rounds} rounds): ${mix.learners} signed-in learners over ${mix.distinctReads} distinct pages ` +
      `(${mix.courses} courses, ${mix.blogs} blogs), with progress saves, likes and comments at ` +
      `${settings.writeShare * 100}% of requests (${mix.distinctWrites} distinct writes). Bare: a node:http ` +
      `server answering each request with the bytes the real server gave it. Targets: at least ` +
      `${targets.minRatioToBare} of bare, p99 at most ${targets.maxP99Ms} ms.`,
    '',
    table(
      ['Server', 'req/s', 'writes/s', 'p50', 'p99', 'CPU per request', 'non-2xx or errors'],
      [side('ours', result.ours), side('bare', result.bare)],
    ),
    '',
    `Ours/bare: ${result.ratio.toFixed(2)} (rounds ${result.roundRatios.join(' / ')}); ` +
      `meets the targets: ${result.meetsTargets ? 'yes' : '**no**'}. Resident memory: ` +
      `${result.rssMb.afterSeed} MB after seeding, ${result.rssMb.afterLoad} MB after the load.`,
  ].join('\n');
}

/** The report's "Missed targets" line for this part, if any. */
export function mixedMisses(result) {
  if (!result || result.meetsTargets !== false) return [];
  return [`Mixed load: ${result.ratio.toFixed(2)} of the bare limit, p99 ${result.ours.p99Ms} ms.`];
}
