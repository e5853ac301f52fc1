// `npm run bench` runs every part; `node bench/run.mjs throughput|growth|lighthouse|render [--quick]` runs some.
// Each part runs in its own process (with tsx, as it imports the server's TypeScript) and writes its JSON;
// then bench/results/latest.md is rebuilt from every part's latest result and printed. Missed targets are
// reported, never turned into a failing exit code; a part that crashes is.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/bench-config.mjs';
import { renderReport } from './lib/render-report.mjs';
import { PARTS, readPartResults, RESULTS_DIR } from './lib/results.mjs';

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((part) => !PARTS.includes(part));
if (unknown.length > 0) {
  console.error(`unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  process.exit(2);
}

const crashed = [];
for (const part of asked.length > 0 ? asked : PARTS) {
  console.log(`\n=== bench: ${part} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', `${part}.mjs`), ...flags], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) crashed.push(part);
}

const report = renderReport(readPartResults());
const reportFile = path.join(RESULTS_DIR, 'latest.md');
writeFileSync(reportFile, report);
console.log(`\n${report}\nwritten to ${path.relative(REPO_ROOT, reportFile)}`);
if (crashed.length > 0) {
  console.error(`bench: ${crashed.join(', ')} did not finish (see above)`);
  process.exit(1);
}
