// The rules module is the one place the server, the forms and the web app read a limit or a message from. These
// tests change the contract and check that the generated module follows, and that what it holds is what
// openapi.yaml says (so a stale or hand-edited rules.gen.js is caught beside check-generated.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rules } from '../src/rules.gen.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const generator = join(packageDir, 'scripts', 'generate-rules.mjs');
const contract = readFileSync(join(packageDir, '..', '..', 'openapi.yaml'), 'utf8');

describe('the rules generated from openapi.yaml', () => {
  it('hold the limits, patterns, sizes and messages of the contract', () => {
    expect(rules.BlogCreate.heading).toEqual({
      minLength: 1,
      maxLength: 150,
      messages: {
        required: 'Heading is required',
        minLength: 'Heading is required',
        maxLength: 'Heading must be at most 150 characters long',
      },
    });
    expect(rules.BlogCreate.blogImage.maxBytes).toBe(5 * 1024 * 1024);
    expect(rules.BlogCreate.blogImage.mediaTypes).toEqual(['image/jpeg', 'image/png']);
    expect(rules.Username.pattern).toBe('^[A-Za-z0-9_.]+$');
    expect(rules.VerifyOtpBody.otp.maxLength).toBe(6);
    // Operation parameters are keyed by operationId, shared parameters by their component name.
    expect(rules.searchCourses.query.messages.required).toBe('Please enter a search query');
    expect(rules.OneTimeToken.messages.pattern).toBe('Invalid token. Please try again.');
  });

  it('follow a changed limit and message after the generator runs', async () => {
    const work = mkdtempSync(join(tmpdir(), 'devlearn-rules-test-'));
    const changed = contract.replace(
      /(heading:\n\s+type: string\n\s+minLength: 1\n\s+)maxLength: 150\n(\s+x-messages:\n\s+required: Heading is required\n\s+minLength: Heading is required\n\s+)maxLength: Heading must be at most 150 characters long/,
      '$1maxLength: 99\n$2maxLength: Heading must be at most 99 characters long',
    );
    expect(changed).not.toBe(contract);
    // The generator reads the contract two folders above its own; give it a copy laid out the same way.
    const root = join(work, 'repo');
    const scripts = join(root, 'packages', 'api-client', 'scripts');
    execFileSync('mkdir', ['-p', scripts]);
    writeFileSync(join(root, 'openapi.yaml'), changed);
    writeFileSync(join(scripts, 'generate-rules.mjs'), readFileSync(generator));
    execFileSync('ln', ['-s', join(packageDir, '..', '..', 'node_modules'), join(root, 'node_modules')]);
    const out = join(work, 'out');
    execFileSync('node', [join(scripts, 'generate-rules.mjs'), out]);

    const fresh = (await import(pathToFileURL(join(out, 'rules.gen.js')).href)) as { rules: typeof rules };
    expect(fresh.rules.BlogCreate.heading.maxLength).toBe(99);
    expect(fresh.rules.BlogCreate.heading.messages.maxLength).toBe(
      'Heading must be at most 99 characters long',
    );
    const declaration = readFileSync(join(out, 'rules.gen.d.ts'), 'utf8');
    expect(declaration).toContain('"maxLength": 99');
  });
});
