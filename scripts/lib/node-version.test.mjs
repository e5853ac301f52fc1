// `node --test scripts/`: the Node.js version check of `npm start` and the places that name the version (ADR 0140).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lowestAllowed, unsupportedNodeMessage } from './node-version.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file) => readFileSync(`${root}${file}`, 'utf8');
const engines = JSON.parse(read('package.json')).engines.node;

test('a Node older than the engines range is told what it needs; the range itself and newer pass', () => {
  assert.match(
    unsupportedNodeMessage('20.19.0', '>=24.11'),
    /needs Node\.js 24 \(24\.11 or newer.*this is Node\.js 20\.19\.0/,
  );
  assert.match(unsupportedNodeMessage('24.10.9', '>=24.11'), /needs Node\.js 24/);
  assert.match(unsupportedNodeMessage('v22.22.0', '>=24.11'), /needs Node\.js 24/);
  assert.equal(unsupportedNodeMessage('24.11.0', '>=24.11'), null);
  assert.equal(unsupportedNodeMessage('24.22.3', '>=24.11'), null);
  assert.equal(unsupportedNodeMessage('26.0.0', '>=24.11'), null);
  assert.throws(() => lowestAllowed('^24'), /">=major.minor" range/);
});

test('npm start on an older Node says so and stops before installing or building anything', () => {
  const pretendNode20 =
    'data:text/javascript,Object.defineProperty(process.versions, "node", { value: "20.19.0" });';
  const started = spawnSync(process.execPath, ['--import', pretendNode20, 'scripts/start.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
  });
  assert.equal(started.status, 1);
  assert.match(started.stderr, /DevLearn needs Node\.js 24 .*this is Node\.js 20\.19\.0/);
  assert.doesNotMatch(started.stdout, /Installing|Compiling|Building/);
});

test('.nvmrc, the Dockerfile and every workspace that states an engine name the same Node', () => {
  const nvmrc = read('.nvmrc').trim();
  assert.equal(unsupportedNodeMessage(nvmrc, engines), null, `.nvmrc ${nvmrc} is outside engines ${engines}`);
  const images = [...read('Dockerfile').matchAll(/^FROM node:(\S+)/gm)].map((match) => match[1]);
  assert.ok(images.length >= 2, 'the Dockerfile has a build and a run stage');
  for (const image of images) assert.equal(image, `${nvmrc}-bookworm-slim`);
  for (const workspace of JSON.parse(read('package.json')).workspaces) {
    const manifest = JSON.parse(read(`${workspace}/package.json`));
    if (manifest.engines?.node) assert.equal(manifest.engines.node, engines, `${workspace} engines`);
  }
});
