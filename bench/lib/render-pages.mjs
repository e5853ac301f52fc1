// The render part's section of bench/results/latest.md (kept apart from the other parts' rendering).

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function renderPagesSection(result) {
  const target = result.settings.targets.maxDocumentP95Ms;
  return [
    '## Server render of the dashboard pages',
    '',
    `Document requests signed in with the page session cookie (brotli), through the compiled app as \`npm start\` runs it, one at ` +
      `a time, on SQLite at the ${result.step} step (${JSON.stringify(result.rows)}); beside each, the API reads ` +
      `its loaders make, sent together. Target: document p95 at most ${target} ms. Load average at the start: ` +
      `${result.machine.loadAverage.map((load) => load.toFixed(1)).join(' / ')} on ${result.machine.cores} cores.`,
    '',
    table(
      [
        'Page',
        'Document p50',
        'Document p95',
        'Documents/s',
        'Its API reads p95',
        'API reads/s',
        'HTML (br)',
      ],
      result.pages.map((page) => [
        page.name,
        `${page.document.p50Ms} ms`,
        `${page.document.p95Ms} ms${page.meetsTarget ? '' : ' (missed)'}`,
        String(page.document.requestsPerSecond),
        `${page.api.p95Ms} ms`,
        String(page.api.requestsPerSecond),
        `${(page.document.bytes / 1024).toFixed(1)} KB`,
      ]),
    ),
  ].join('\n');
}

/** The report's "Missed targets" lines for this part. */
export function renderPagesMisses(result) {
  return (result?.pages ?? [])
    .filter((page) => !page.meetsTarget)
    .map((page) => `Server render: ${page.name} document p95 ${page.document.p95Ms} ms.`);
}
