import { describe, expect, it } from 'vitest';
import { useAppLoggingAt } from '../../test/logging-app.js';

describe('request ids', () => {
  const logged = useAppLoggingAt('info');

  /** A refused read (logged at info, ADR 0056) with the given x-request-id; its echoed id and its log line's. */
  async function refusedReadWith(requestId?: string) {
    logged.lines.length = 0;
    const response = await logged.app.inject({
      method: 'GET',
      url: '/api/v1/courses/no-such-course',
      headers: requestId === undefined ? {} : { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const completed = logged.lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    return { echoed: response.headers['x-request-id'], logged: completed[0]?.reqId };
  }

  it('makes a UUID when the caller gives none, and logs the one it echoes', async () => {
    const { echoed, logged: loggedId } = await refusedReadWith();
    expect(echoed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(loggedId).toBe(echoed);
  });

  it("keeps a proxy's sane id", async () => {
    expect(await refusedReadWith('edge-7f3a.42_b')).toEqual({
      echoed: 'edge-7f3a.42_b',
      logged: 'edge-7f3a.42_b',
    });
  });

  it('replaces an id that is not sane, in the answer and in every log line', async () => {
    for (const insane of ['two words', 'x'.repeat(65), '"quoted"', '']) {
      const { echoed, logged: loggedId } = await refusedReadWith(insane);
      expect(echoed).not.toBe(insane);
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(loggedId).toBe(echoed);
    }
  });
});
