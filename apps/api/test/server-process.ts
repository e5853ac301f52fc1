import { once } from 'node:events';
import { createServer } from 'node:net';

/** A TCP port nobody listens on right now (for a real server process under test). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `origin`'s health check until it answers 200; fails when `isRunning` says the process has died. */
export async function waitForHealth(origin: string, isRunning: () => boolean = () => true): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (!isRunning()) throw new Error(`the server at ${origin} exited before it was healthy`);
    const healthy = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${origin} did not become healthy`);
}
