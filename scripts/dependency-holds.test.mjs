// `node --test`: every version Renovate holds back says why, in renovate.json and in docs/dependencies.md.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const renovate = JSON.parse(readFileSync(`${root}renovate.json`, 'utf8'));
const heldTable = readFileSync(`${root}docs/dependencies.md`, 'utf8').split('## Held versions')[1] ?? '';

const holds = renovate.packageRules.filter((rule) => rule.allowedVersions || rule.enabled === false);

test('renovate.json holds the versions the project cannot move yet', () => {
  const held = holds.flatMap((rule) => [...(rule.matchPackageNames ?? []), ...(rule.matchDepNames ?? [])]);
  for (const name of ['node', 'typescript', 'tailwindcss', 'unrs-resolver', 'react-quill']) {
    assert.ok(held.includes(name), `${name} is held`);
  }
});

test('every hold says why, and docs/dependencies.md lists it', () => {
  for (const rule of holds) {
    const names = [...(rule.matchPackageNames ?? []), ...(rule.matchDepNames ?? [])];
    assert.ok(rule.description?.length > 40, `the hold of ${names.join(', ')} has a description`);
    const listed = names.filter((name) => !name.includes('*'));
    for (const name of listed)
      assert.ok(heldTable.includes(`\`${name}\``), `docs/dependencies.md lists ${name}`);
  }
});

test('every group is described', () => {
  for (const rule of renovate.packageRules)
    assert.ok(rule.description, JSON.stringify(rule.matchPackageNames));
});
