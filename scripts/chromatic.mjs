// `npm run chromatic`: publishes the built Storybook (storybook-static, from `npm run build-storybook`) to
// Chromatic for visual review when CHROMATIC_PROJECT_TOKEN is set, and says so and stops when it is not. The
// local screenshot baselines (packages/ui/test/__screenshots__) run in `npm test` either way.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing was uploaded).');
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (!existsSync(`${root}storybook-static/index.html`)) {
  const status = run('npm', ['run', 'build-storybook', '--silent']);
  if (status !== 0) process.exit(status);
}
// The token is read from the environment by the CLI itself; changes are for review, not a failure.
process.exit(
  run('npx', [
    '--no-install',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
  ]),
);
