import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useAppLoggingAt, type LogLine } from '../../test/logging-app.js';
import { createSignedInUser } from '../../test/signed-in-user.js';
import { OneLinePerRequest, SLOW_READ_MS } from './request-log.js';

const completedLines = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request completed');

// ADR 0056: writes, refusals, failures and slow reads are logged at info; a successful prompt read at debug.
describe('the request log at the default level (info)', () => {
  const logged = useAppLoggingAt('info');
  const { lines } = logged;

  it('leaves out successful reads, which /metrics counts', async () => {
    lines.length = 0;
    expect((await logged.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await logged.app.inject({ method: 'GET', url: '/api/v1/courses?limit=2' })).statusCode).toBe(200);
    expect(completedLines(lines)).toEqual([]);
  });

  it('logs a read that is refused, with its status', async () => {
    lines.length = 0;
    const response = await logged.app.inject({ method: 'GET', url: '/api/v1/courses/no-such-course' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(completedLines(lines)).toEqual([
      expect.objectContaining({
        level: 30,
        req: expect.objectContaining({ method: 'GET', url: '/api/v1/courses/no-such-course' }),
        res: { statusCode: response.statusCode },
      }),
    ]);
  });

  it('logs every write, successful or refused', async () => {
    lines.length = 0;
    const learner = await createSignedInUser(logged.app);
    const course = await logged.app.db.selectFrom('courses').select('id').executeTakeFirstOrThrow();
    const enrolled = await logged.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${course.id}`,
      headers: learner.headers,
    });
    expect(enrolled.statusCode).toBeLessThan(300);
    const refused = await logged.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(completedLines(lines).map((line) => [line.level, line.req?.method, line.res?.statusCode])).toEqual(
      [
        [30, 'POST', enrolled.statusCode],
        [30, 'POST', 422],
      ],
    );
  });
});

describe('the request log at debug', () => {
  const logged = useAppLoggingAt('debug');
  const { lines } = logged;

  it('logs every request again, successful reads at debug', async () => {
    lines.length = 0;
    await logged.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(completedLines(lines)).toEqual([
      expect.objectContaining({ level: 20, req: expect.objectContaining({ url: '/api/v1/health' }) }),
    ]);
  });
});

describe('a slow read', () => {
  it('is logged at info, like a write', () => {
    const log = { info: vi.fn(), debug: vi.fn() };
    const request = { method: 'GET' } as FastifyRequest;
    const reply = (elapsedTime: number) => ({ statusCode: 200, elapsedTime, log }) as unknown as FastifyReply;
    const controller = new OneLinePerRequest();
    controller.requestCompleted(null, request, reply(SLOW_READ_MS - 1));
    expect(log.info).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledTimes(1);
    controller.requestCompleted(null, request, reply(SLOW_READ_MS + 500));
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ responseTime: SLOW_READ_MS + 500 }),
      'request completed',
    );
    expect(log.debug).toHaveBeenCalledTimes(1);
  });
});
