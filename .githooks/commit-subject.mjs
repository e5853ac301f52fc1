// Refuses a commit whose subject (its first line) is longer than 72 characters, so `git log --oneline` reads as
// one line per commit (ADR 0087). The why and the figures belong in the body, after a blank line.
// Run by the `commit-msg` hook beside it, which `npm ci` / `npm install` installs (`prepare` in the root package).
import { readFileSync } from 'node:fs';

const MAX_SUBJECT = 72;

const file = process.argv[2];
if (!file) {
  console.error('commit-msg: expected the path of the commit message');
  process.exit(2);
}
// Git strips lines starting with its comment character (`#` by default) from a message written in the editor.
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => !line.startsWith('#'));
const subject = (lines.find((line) => line.trim() !== '') ?? '').trimEnd();
const length = [...subject].length;

if (length > MAX_SUBJECT) {
  console.error(
    `commit-msg: the subject is ${length} characters; at most ${MAX_SUBJECT} (\`area: what changed\`, imperative).\n` +
      '  Put the why and any figures in the body, after a blank line, so `git log --oneline` stays one line each.\n' +
      `  subject: ${subject}`,
  );
  process.exit(1);
}
