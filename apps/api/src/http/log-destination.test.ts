import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatchedLogDestination } from './log-destination.js';

describe('BatchedLogDestination', () => {
  let dir: string;
  let file: string;
  let fd: number;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-log-'));
    file = path.join(dir, 'log');
    fd = openSync(file, 'a');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes a turn's lines together after the turn, in order", async () => {
    const destination = new BatchedLogDestination(fd);
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
    destination.write('{"n":3,"text":"é ✓"}\n');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3,"text":"é ✓"}\n');
  });

  it('writes what is pending at once when flushed (the exit path)', () => {
    const destination = new BatchedLogDestination(fd);
    destination.write('{"last":true}\n');
    destination.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('{"last":true}\n');
  });

  it('writes the lines still pending when the process exits without another turn', () => {
    const module = fileURLToPath(new URL('./log-destination.ts', import.meta.url));
    const script = [
      `import { BatchedLogDestination } from ${JSON.stringify(module)};`,
      'const destination = new BatchedLogDestination(1);',
      'destination.write(\'{"last":1}\\n\');',
      'process.exit(0);',
    ].join('\n');
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(stdout).toBe('{"last":1}\n');
  });
});
