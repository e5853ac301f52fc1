import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureApiBuilt } from '../../scripts/lib/builds.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-flags.mjs';
import { REPO_ROOT } from './bench-config.mjs';

/** A port nobody listens on right now (the OS picks it), so parallel runs never collide. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, or fails with the child's last words when it died or took too long. */
async function waitUntilServing(url, child, stderrTail, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before answering:\n${stderrTail.join('')}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms:\n${stderrTail.join('')}`);
}

/**
 * Starts a Node script as its own process (its own core and event loop, as in production) and waits until
 * `readyPath` answers. stdout (the request log) goes nowhere; the last lines of stderr are kept for errors.
 * `nodeArgs` go to Node itself (e.g. --cpu-prof). A TypeScript script runs through tsx; a JavaScript one as it is.
 */
export async function startNodeProcess({
  script,
  args = [],
  env,
  port,
  readyPath,
  timeoutMs = 90_000,
  nodeArgs = [],
}) {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderrTail = [];
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderrTail.push(chunk);
    if (stderrTail.length > 40) stderrTail.shift();
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${origin}${readyPath}`, child, stderrTail, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    pid: child.pid,
    /** SIGTERM (the server's graceful shutdown), then SIGKILL if it lingers. */
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const lingering = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(lingering);
    },
  };
}

/**
 * The real server on its own data folder; SQLite unless DATABASE_URL is given. This checkout's runs as `npm start`
 * runs it: compiled (apps/api/dist, rebuilt when stale) with the production flags. `checkout`: the folder of
 * another checkout whose server to run from its sources through tsx (bench/compare-builds.mjs).
 */
export async function startApiServer({
  dataDir,
  databaseUrl = '',
  extraEnv = {},
  checkout = REPO_ROOT,
  nodeArgs = [],
}) {
  const port = await freePort();
  const compiled = checkout === REPO_ROOT;
  if (compiled) ensureApiBuilt();
  return startNodeProcess({
    script: path.join(checkout, compiled ? 'apps/api/dist/server.js' : 'apps/api/src/server.ts'),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      // The write rows post comments as one learner as fast as the loop runs: no per-user limit (ADR 0172).
      COMMENT_POST_LIMIT: '0',
      ...extraEnv,
    },
    port,
    readyPath: '/api/v1/health',
    nodeArgs: compiled ? [...SERVER_NODE_FLAGS, ...nodeArgs] : nodeArgs,
  });
}
