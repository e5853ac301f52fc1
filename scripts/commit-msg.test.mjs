// The commit-msg hook (ADR 0087), run as git runs it: in a scratch repository whose core.hooksPath is set the way
// the root package's `prepare` sets it. `node --test scripts/commit-msg.test.mjs` (the `hooks` stage of npm test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { prepare } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
const scratch = mkdtempSync(join(tmpdir(), 'devlearn-hooks-'));
const repo = join(scratch, 'repo');
const outside = join(scratch, 'not-a-checkout');

// No global or system config, and no repository above the scratch folders, so only what the test sets applies.
const gitEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CEILING_DIRECTORIES: scratch,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};
const run = (command, args, cwd) => spawnSync(command, args, { cwd, env: gitEnv, encoding: 'utf8' });
const git = (...args) => run('git', args, repo);

function commit(message, ...options) {
  writeFileSync(join(repo, 'file.txt'), `${Math.random()}\n`);
  git('add', 'file.txt');
  writeFileSync(join(scratch, 'message'), message);
  return git('commit', '-q', ...options, '-F', join(scratch, 'message'));
}

before(() => {
  cpSync(join(root, '.githooks'), join(repo, '.githooks'), { recursive: true });
  cpSync(join(root, '.githooks'), join(outside, '.githooks'), { recursive: true });
  assert.equal(git('init', '-q').status, 0);
  const installed = run('sh', ['-c', prepare], repo);
  assert.equal(installed.status, 0, installed.stderr);
});
after(() => rmSync(scratch, { recursive: true, force: true }));

test('prepare points git at .githooks in a checkout', () => {
  assert.equal(git('config', 'core.hooksPath').stdout.trim(), '.githooks');
});

test('prepare succeeds outside a git checkout (the release folder, an image)', () => {
  const result = run('sh', ['-c', prepare], outside);
  assert.equal(result.status, 0, result.stderr);
});

test('a subject of 72 characters is committed', () => {
  const subject = `docs: ${'x'.repeat(66)}`;
  assert.equal(subject.length, 72);
  const result = commit(
    `${subject}\n\nA body line may be as long as it needs to be, well past the seventy-two of a subject.\n`,
  );
  assert.equal(result.status, 0, result.stderr);
  assert.equal(git('log', '-1', '--format=%s').stdout.trim(), subject);
});

test('a subject of 73 characters is refused, and the hook says why', () => {
  const before = git('rev-parse', 'HEAD').stdout;
  const result = commit(`docs: ${'x'.repeat(67)}\n`);
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /the subject is 73 characters; at most 72/);
  assert.equal(git('rev-parse', 'HEAD').stdout, before);
});

test('characters are counted, not bytes, and comment lines are not the subject', () => {
  const subject = `ui: ${'é'.repeat(68)}`;
  const comment = `# ${'a comment line that git strips from an edited message '.repeat(2)}`;
  // --cleanup=strip is what git applies to a message written in the editor.
  const result = commit(`${comment}\n${subject}\n`, '--cleanup=strip');
  assert.equal(result.status, 0, result.stderr);
  assert.equal(git('log', '-1', '--format=%s').stdout.trim(), subject);
});
