import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

interface LogLine {
  reqId?: string;
  msg: string;
}

describe('request ids', () => {
  const lines: LogLine[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    testApp = await buildTestApp({ logger: { level: 'info', stream: sink } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A refused read (logged at info, D44) with the given x-request-id; its echoed id and its log line's. */
  async function refusedReadWith(requestId?: string) {
    lines.length = 0;
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/courses/no-such-course',
      headers: requestId === undefined ? {} : { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    return { echoed: response.headers['x-request-id'], logged: completed[0]?.reqId };
  }

  it('makes a UUID when the caller gives none, and logs the one it echoes', async () => {
    const { echoed, logged } = await refusedReadWith();
    expect(echoed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(logged).toBe(echoed);
  });

  it("keeps a proxy's sane id", async () => {
    expect(await refusedReadWith('edge-7f3a.42_b')).toEqual({
      echoed: 'edge-7f3a.42_b',
      logged: 'edge-7f3a.42_b',
    });
  });

  it('replaces an id that is not sane, in the answer and in every log line', async () => {
    for (const insane of ['two words', 'x'.repeat(65), '"quoted"', '']) {
      const { echoed, logged } = await refusedReadWith(insane);
      expect(echoed).not.toBe(insane);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged).toBe(echoed);
    }
  });
});
