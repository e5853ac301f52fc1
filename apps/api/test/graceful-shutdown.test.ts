import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from './server-process.js';

// The real server process (src/server.ts), on SQLite in a fresh data folder: SIGTERM must let a request that is
// still arriving finish and be answered, then exit cleanly (the database closes in app.close's hooks).
const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
let dataDir: string;
let server: ChildProcess;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'devlearn-shutdown-'));
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, () => server.exitCode === null);
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('on SIGTERM a request still arriving is answered, then the process exits 0', async () => {
    const body = JSON.stringify({ email: 'not-an-email', password: 'long-enough-password' });
    const half = Math.floor(body.length / 2);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/users/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
    request.write(body.slice(0, half));
    // Let the server start reading the request before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.exitCode).toBeNull(); // still waiting for the in-flight request
    request.end(body.slice(half));

    const [response] = await answered;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(Buffer.concat(chunks).toString()).errors[0].message).toBe('Email is invalid');

    const [code] = await exited;
    expect(code).toBe(0);
  }, 30_000);
});
