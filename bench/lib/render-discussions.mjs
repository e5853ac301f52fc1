// The discussions part's section of bench/results/latest.md (issue 42).

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function discussionsSection(result) {
  const { targets, size } = result.settings;
  return [
    '## Discussions (issue 42)',
    '',
    `In-process app on SQLite (no kept answers), ${result.quick ? 'quick sizes, not quotable' : 'full sizes'}: ` +
      `${size.notifications} notifications (the reader has ${size.readerNotifications}), a lesson of ` +
      `${result.settings.comments} comments beside one that also holds ${result.settings.replies} replies. ` +
      `Targets: first page within ${targets.maxFirstPageRatio}x, notification reads p95 at most ` +
      `${targets.maxNotificationP95Ms} ms, Markdown with code at most ${targets.maxMarkdownP95Ms} ms p95.`,
    '',
    table(
      ['Read', 'p50', 'p95', 'samples'],
      Object.entries(result.reads).map(([name, read]) => [
        name,
        `${read.p50Ms} ms`,
        `${read.p95Ms} ms`,
        String(read.samples),
      ]),
    ),
    '',
    `First page ratio (with replies / without): ${result.firstPageRatio}.`,
    '',
    table(
      ['Markdown', 'p50', 'p95', 'samples'],
      [
        ['render a comment with a code block', result.markdown.render],
        ['POST a plain comment', result.markdown.postPlain],
        ['POST a comment with a code block', result.markdown.postCode],
      ].map(([name, figures]) => [
        name,
        `${figures.p50Ms} ms`,
        `${figures.p95Ms} ms`,
        String(figures.samples),
      ]),
    ),
  ].join('\n');
}

export function discussionsMisses(result) {
  if (!result || result.quick) return [];
  const misses = [];
  if (!result.meetsTargets.firstPage) misses.push(`Discussions: first page ratio ${result.firstPageRatio}.`);
  if (!result.meetsTargets.notifications) misses.push('Discussions: a notification read above 2 ms p95.');
  if (!result.meetsTargets.markdown)
    misses.push(`Discussions: Markdown ${result.markdown.render.p95Ms} ms p95.`);
  return misses;
}
