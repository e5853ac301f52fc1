import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';

/** A line of the server's JSON log, as far as the logging tests read it. */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/**
 * An app logging at `level`, built before the calling describe's (or file's) tests and closed after them; every
 * line it writes is parsed into `lines`, which a test may empty first.
 */
export function useAppLoggingAt(level: 'warn' | 'info' | 'debug'): {
  readonly app: TestApp['app'];
  lines: LogLine[];
} {
  const lines: LogLine[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    testApp = await buildTestApp({ logger: { level, stream: sink } });
  });
  afterAll(async () => {
    await testApp.close();
  });
  return {
    get app() {
      return testApp.app;
    },
    lines,
  };
}
