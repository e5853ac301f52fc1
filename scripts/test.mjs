// `npm test`: every suite CI runs, in order, continuing past failures so one run shows everything that is broken.
// Checks (format, lint, types, contract) count as one test each; Vitest suites count their own tests.
// The last line is `N passed, M failed`; the exit code is non-zero when anything failed.
//
//   npm test                 everything
//   npm test -- api web      only the stages whose names start with one of these words
//
// PostgreSQL: when TEST_DATABASE_URL is set (.ci/run sets it when a server answers on 127.0.0.1:5432), the API
// suite runs a second time against it, and so do the end-to-end journeys (in a database of their own, which the
// e2e setup creates on that server and drops afterwards).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pgUrl = process.env.TEST_DATABASE_URL;

/** @type {{ name: string, cwd?: string, command: string[], vitest?: boolean, env?: Record<string,string>, when?: boolean, skipReason?: string }[]} */
const stages = [
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--silent'] },
  { name: 'api-build', command: ['npm', 'run', 'build', '--silent', '-w', '@devlearn/api'] },
  { name: 'contract-lint', command: ['npx', 'redocly', 'lint', 'openapi.yaml'] },
  { name: 'contract-types', command: ['node', 'scripts/check-generated.mjs'] },
  // The scripts' own tests: the Node version check of `npm start`, where the version is named, CHROMIUM_PATH,
  // the settings of config.ts against .env.example and the README, the dependency holds against their reasons.
  {
    name: 'scripts',
    command: [
      'node',
      '--test',
      'scripts/lib/node-version.test.mjs',
      'scripts/chromium.test.mjs',
      'scripts/settings-docs.test.mjs',
      'scripts/dependency-holds.test.mjs',
      'scripts/server-flags.test.mjs',
    ],
  },
  // The commit-msg hook that `npm ci` installs, run by git in a scratch repository (ADR 0087).
  { name: 'hooks', command: ['node', '--test', 'scripts/commit-msg.test.mjs'] },
  { name: 'api-client', cwd: 'packages/api-client', command: ['npx', 'vitest', 'run'], vitest: true },
  {
    name: 'api-sqlite',
    cwd: 'apps/api',
    command: ['npx', 'vitest', 'run'],
    vitest: true,
    env: { TEST_DATABASE_URL: '' },
  },
  {
    name: 'api-postgres',
    cwd: 'apps/api',
    command: ['npx', 'vitest', 'run'],
    vitest: true,
    env: { TEST_DATABASE_URL: pgUrl ?? '' },
    when: Boolean(pgUrl),
    skipReason: 'TEST_DATABASE_URL is not set',
  },
  { name: 'web', cwd: 'apps/web', command: ['npx', 'vitest', 'run'], vitest: true },
  {
    name: 'ui',
    cwd: 'packages/ui',
    command: ['npx', 'vitest', 'run', '--project=unit', '--project=stories', '--project=screenshots'],
    vitest: true,
  },
  // The packed package installed from the registry into an empty folder, as another project would (ADR 0036).
  {
    name: 'ui-consumer',
    cwd: 'packages/ui',
    command: ['npx', 'vitest', 'run', '--project', 'package'],
    vitest: true,
  },
  // Storybook with its docs pages, as designers and `npm run chromatic` get it.
  { name: 'storybook', command: ['npm', 'run', 'build-storybook', '--silent'] },
  // The production image's contents as plain files (the Dockerfile's build stage), started with node.
  { name: 'release', command: ['node', 'scripts/release.mjs', '--smoke'] },
  {
    name: 'e2e',
    cwd: 'tests',
    command: ['npx', 'vitest', 'run'],
    vitest: true,
    env: { E2E_DATABASE_URL: '' },
  },
  {
    name: 'e2e-postgres',
    cwd: 'tests',
    command: ['npx', 'vitest', 'run'],
    vitest: true,
    env: { E2E_DATABASE_URL: pgUrl ?? '' },
    when: Boolean(pgUrl),
    skipReason: 'TEST_DATABASE_URL is not set',
  },
];

const only = process.argv.slice(2);
const selected = stages.filter(
  (stage) => only.length === 0 || only.some((word) => stage.name.startsWith(word)),
);

let passed = 0;
let failed = 0;
const summary = [];
// Named in the summary, so a CI record that only keeps the tail still says what broke.
const failures = [];

/** The failed tests of a Vitest JSON report, as `file > test` lines. */
function failedTests(json) {
  return (json.testResults ?? []).flatMap((file) => {
    const path = relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${path} (${file.message ?? 'did not run'})`];
    return tests.map((test) => `${path} > ${test.fullName ?? test.title}`);
  });
}

for (const stage of selected) {
  if (stage.when === false) {
    summary.push(`  skipped  ${stage.name} (${stage.skipReason})`);
    continue;
  }
  const cwd = join(root, stage.cwd ?? '.');
  if (!existsSync(cwd)) {
    summary.push(`  skipped  ${stage.name} (no ${stage.cwd})`);
    continue;
  }
  const report = join(reports, `${stage.name}.json`);
  const args = stage.vitest
    ? [...stage.command, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : stage.command;
  console.log(`\n=== ${stage.name}: ${args.join(' ')}${stage.cwd ? ` (in ${stage.cwd})` : ''}`);
  const started = Date.now();
  const result = spawnSync(args[0], args.slice(1), {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...stage.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);

  let stagePassed = 0;
  let stageFailed = 0;
  if (stage.vitest && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    stagePassed = json.numPassedTests ?? 0;
    stageFailed = json.numFailedTests ?? 0;
    if (result.status !== 0 && stageFailed === 0) stageFailed = 1; // a suite that crashed before its tests ran
    if (json.numTotalTests === 0) stageFailed += 1; // a suite that ran nothing proves nothing
    failures.push(...failedTests(json).map((name) => `    ${stage.name}: ${name}`));
  } else if (result.status === 0) {
    stagePassed = 1;
  } else {
    stageFailed = 1;
  }
  passed += stagePassed;
  failed += stageFailed;
  summary.push(
    `  ${stageFailed ? 'FAILED ' : 'ok     '}  ${stage.name}: ${stagePassed} passed, ${stageFailed} failed (${seconds}s)`,
  );
}

console.log('\nSummary');
console.log(summary.join('\n'));
if (failures.length > 0) console.log(`Failed tests\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
