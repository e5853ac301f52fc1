// The start-up part's section of bench/results/latest.md (kept apart from the other parts' rendering).

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function startupSection(result) {
  const target = result.settings.targets?.maxCompiledRestartMs;
  return [
    '## Start-up time and memory',
    '',
    `Spawn to the first 200 of /api/v1/health, SQLite, NODE_ENV=production; memory is the resident set 0.5 s ` +
      `after that answer. Restart: median of ${result.settings.restarts} starts on the data folder of the first.` +
      (target ? ` Target: the compiled server restarts within ${target} ms.` : ''),
    '',
    table(
      ['Server', 'First start (fresh data)', 'Memory after first start', 'Restart', 'Memory after restart'],
      result.rows.map((row) => [
        row.name,
        `${row.firstStart.readyMs} ms`,
        `${row.firstStart.rssMb} MB`,
        `${row.restartMs} ms`,
        `${row.restartRssMb} MB`,
      ]),
    ),
  ].join('\n');
}

/** The report's "Missed targets" line for this part, if any. */
export function startupMisses(result) {
  if (!result || result.meetsTarget !== false) return [];
  const compiled = result.rows.find((row) => row.name.startsWith('compiled'));
  return [`Start-up: the compiled server restarted in ${compiled?.restartMs} ms.`];
}

/** The certificates part's section (issue 43): what issuing adds to the progress save that completes a course. */
export function certificatesSection(result) {
  const target = result.settings.targets?.maxAddedP95Ms;
  return [
    '## Issuing a certificate on the completing progress save',
    '',
    `PUT /c/progress of the last lesson (issues the certificate) beside the save completing the second last ` +
      `(no issue), ${result.settings.samples} learners each, in process, ${result.store}.` +
      (target !== undefined ? ` Target: issuing adds at most ${target} ms at p95.` : ''),
    '',
    table(
      ['Save', 'p50', 'p95', 'p99'],
      [
        ['completes the course, issues', result.withIssue, ''],
        ['completes a lesson, no issue', result.withoutIssue, ''],
      ].map(([name, row]) => [name, `${row.p50Ms} ms`, `${row.p95Ms} ms`, `${row.p99Ms} ms`]),
    ),
    '',
    `Added at p95: ${result.addedP95Ms} ms.`,
  ].join('\n');
}

export function certificatesMisses(result) {
  if (!result || result.meetsTarget !== false) return [];
  return [`Certificates: issuing adds ${result.addedP95Ms} ms at p95 to the completing save.`];
}
