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
