// `node --test`: every setting the server reads (apps/api/src/config.ts) is in .env.example and in README.md's
// "Configure it" table, and the defaults written there are the code's.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file) => readFileSync(`${root}${file}`, 'utf8');
const config = read('apps/api/src/config.ts');
const envExample = read('.env.example');
const readme = read('README.md');

const settings = new Set([
  ...[...config.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]),
  ...[...config.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)].map((match) => match[1]),
]);
/** The README table's row of a setting: the line that starts with it (or names it among the first column's). */
const readmeRow = (name) =>
  readme.split('\n').find((line) => line.startsWith('| ') && line.split('|')[1].includes(`\`${name}\``));

test('config.ts reads the settings this test looks for', () => {
  for (const name of ['PORT', 'MAIL_FROM', 'JWT_SECRET', 'S3_BUCKET']) assert.ok(settings.has(name), name);
});

test('.env.example lists every setting config.ts reads', () => {
  const listed = new Set([...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
  assert.deepEqual(
    [...settings].filter((name) => !listed.has(name)),
    [],
  );
});

test("README.md's table has a row for every setting config.ts reads", () => {
  assert.deepEqual(
    [...settings].filter((name) => !readmeRow(name)),
    [],
  );
});

test('the defaults in README.md and .env.example are the ones in config.ts', () => {
  const defaults = [
    ...[...config.matchAll(/nonEmpty\(env\.([A-Z0-9_]+)\)\s*\?\?\s*'([^']+)'/g)].map((m) => [m[1], m[2]]),
    ...[...config.matchAll(/wholeNumberSetting\('([A-Z0-9_]+)'[^{]*\{\s*fallback:\s*([\d_]+)/g)].map((m) => [
      m[1],
      m[2].replaceAll('_', ''),
    ]),
  ];
  assert.ok(
    defaults.some(([name]) => name === 'MAIL_FROM'),
    'the MAIL_FROM default is found in config.ts',
  );
  for (const [name, value] of defaults) {
    assert.ok(readmeRow(name)?.includes(value), `README.md gives ${name} the default ${value}`);
    assert.match(envExample, new RegExp(`^# ${name}=${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  }
});
