import dotenv from 'dotenv';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// Only listens: everything else is in app.ts. On SIGTERM/SIGINT the server stops accepting connections, lets
// in-flight requests finish, then the database closes (app.close runs the onClose hooks).
const SHUTDOWN_GRACE_MS = 10_000;

// D3: a .env file in the working directory is read if present (real environment variables win).
dotenv.config({ quiet: true });
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // Bad settings (a short JWT_SECRET, a PORT that is not a port): one clear line, not a stack trace.
    console.error(`DevLearn could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
const app = await buildApp(config).catch((error: unknown) => {
  // Before the logger exists (bad settings, unreachable database): one clear line, no half-started server.
  console.error(`DevLearn could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    app.log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: '0.0.0.0' });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}
