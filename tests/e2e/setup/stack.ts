import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The product started exactly as a user starts it (`npm start` = `node scripts/start.mjs` in the repo root):
 * it builds the web app when stale, then serves the API, the web app and media on one port. Its output goes
 * to a log file (tests/artifacts/server.log) so a failing run can be read afterwards.
 */
export interface RunningStack {
  baseUrl: string;
  /** The store the running server reports at /api/v1/health ('sqlite' or 'postgres'). */
  database: string;
  stop(): Promise<void>;
}

/** Variables the product reads (decision D3) or that would change how it runs: the run sets them itself. */
const PRODUCT_VARIABLES = [
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'APP_ORIGIN',
  'SMTP_URL',
  'MAIL_FROM',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER',
  'JWT_SECRET',
  'PASSWORD_HASH_COST',
  'LOG_LEVEL',
  'NODE_ENV',
];

function inheritedEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (PRODUCT_VARIABLES.includes(name) || name.startsWith('VITEST') || name === 'TEST') continue;
    env[name] = value;
  }
  return env;
}

const STARTUP_TIMEOUT_MS = 6 * 60_000;

export async function startStack(options: {
  repoRoot: string;
  logFile: string;
  baseUrl: string;
  env: Record<string, string>;
}): Promise<RunningStack> {
  const log = createWriteStream(options.logFile);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: options.repoRoot,
    env: { ...inheritedEnvironment(), ...options.env },
    // Its own process group, so stopping it also stops the server it spawns and nothing else.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };

  const healthUrl = `${options.baseUrl}/api/v1/health`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) break;
    try {
      const response = await fetch(healthUrl);
      if (response.ok) {
        const health = (await response.json()) as { data?: { database?: string } };
        return { baseUrl: options.baseUrl, database: health.data?.database ?? 'unknown', stop };
      }
    } catch {
      // Not listening yet (it may still be building the web app).
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  await stop();
  const tail = readFileSync(options.logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(
    `The stack did not answer ${healthUrl} ${exitCode !== undefined ? `(it exited with ${exitCode})` : 'in time'}.\n` +
      `Last lines of ${join(options.logFile)}:\n${tail}`,
  );
}
