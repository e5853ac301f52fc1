// `node --test`: every launcher of the production server passes the same Node flags (ADR 0143).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file) => readFileSync(`${root}${file}`, 'utf8');

test("the Dockerfile's CMD starts the server with the flags", () => {
  const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
  assert.deepEqual(JSON.parse(cmd ?? '[]'), ['node', ...SERVER_NODE_FLAGS, 'apps/api/dist/server.js']);
});

test("apps/api's start script starts the server with the flags", () => {
  const { scripts } = JSON.parse(read('apps/api/package.json'));
  assert.equal(scripts.start, ['node', ...SERVER_NODE_FLAGS, 'dist/server.js'].join(' '));
});

test('npm start and the release smoke run pass the flags', () => {
  for (const file of [
    'scripts/start.mjs',
    'scripts/release.mjs',
    'bench/startup.mjs',
    'bench/lib/processes.mjs',
  ])
    assert.match(read(file), /SERVER_NODE_FLAGS/, file);
});
