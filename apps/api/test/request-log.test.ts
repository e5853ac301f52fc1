import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from './server-process.js';

// The real server process with its log destination (ADR 0054: the lines of a turn are written together), at debug so
// every request gets its "request completed" line (ADR 0056: successful reads at debug, the rest at info), with the
// redacted URL; the lines written just before the process exits are not lost.
const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
let dataDir: string;
let server: ChildProcess;
let origin: string;
let output = '';

function logLines(): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'devlearn-request-log-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.setEncoding('utf8');
  server.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  await waitForHealth(origin, () => server.exitCode === null);
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the request log of the real server', () => {
  it('writes one completed line per request, with the redacted URL, up to the shutdown', async () => {
    const paths = ['/api/v1/courses?limit=2', '/api/v1/users/verify-email/secret-token-123'];
    for (const requestPath of paths) await fetch(`${origin}${requestPath}`);
    const refused = await fetch(`${origin}/api/v1/users/login`, { method: 'POST', body: '{}' });
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);

    const lines = logLines();
    const completed = lines.filter((line) => line.msg === 'request completed');
    const urls = completed.map((line) => (line.req as { url: string }).url);
    expect(urls).toContain('/api/v1/courses?limit=2');
    expect(urls).toContain('/api/v1/users/verify-email/[redacted]');
    expect(output).not.toContain('secret-token-123');
    for (const line of completed) {
      expect(line).toMatchObject({ res: { statusCode: expect.any(Number) } });
      expect(typeof line.reqId).toBe('string');
    }
    const levelOf = (url: string) =>
      completed.find((line) => (line.req as { url: string }).url === url)?.level;
    expect(levelOf('/api/v1/courses?limit=2')).toBe(20);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(levelOf('/api/v1/users/login')).toBe(30);
    // The shutdown's own line, the last before the process exits.
    expect(lines.at(-1)).toMatchObject({ msg: 'shutting down', signal: 'SIGTERM' });
  });
});
