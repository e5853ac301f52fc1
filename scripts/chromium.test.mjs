// `node --test scripts/`: every browser suite takes Chromium from scripts/chromium.mjs, and CHROMIUM_PATH moves it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const chromiumModule = fileURLToPath(new URL('chromium.mjs', import.meta.url));
const pathWith = (env) => {
  const printed = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import(${JSON.stringify(chromiumModule)}).then((m) => console.log(m.chromiumLaunchOptions.executablePath))`,
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } },
  );
  assert.equal(printed.status, 0, printed.stderr);
  return printed.stdout.trim();
};

test("the browser is Debian's Chromium unless CHROMIUM_PATH names another", () => {
  assert.equal(pathWith({}), '/usr/bin/chromium');
  assert.equal(pathWith({ CHROMIUM_PATH: '' }), '/usr/bin/chromium');
  assert.equal(pathWith({ CHROMIUM_PATH: '/opt/chromium/chrome' }), '/opt/chromium/chrome');
});
