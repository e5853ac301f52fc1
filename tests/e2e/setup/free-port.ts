import { createServer } from 'node:net';

/** A TCP port that nothing listens on right now (the OS picks it; we release it at once for the caller). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('Could not read the port of a probe server'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}
