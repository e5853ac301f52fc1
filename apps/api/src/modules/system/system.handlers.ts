import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';

export const systemHandlers = {
  async getHealth(request) {
    // A real round trip, so a health check (the container's, a load balancer's) fails when the database does;
    // a success is reused for HEALTH_CHECK_REUSE_MS (default 1 s), so a fleet of checkers is not a load.
    const pending = request.server.databaseCheck.confirm();
    if (pending) {
      try {
        await pending;
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        throw new HttpError(503, 'The database does not answer');
      }
    }
    // A lost Redis is an outage the server rides out (ADR 0126): it keeps serving, so it stays in rotation
    // (200), and says so.
    const redis = request.server.redisState();
    if (redis === 'off') return ok({ status: 'ok' as const, database: request.server.dbDialect }, 'OK');
    const status = redis === 'up' ? ('ok' as const) : ('degraded' as const);
    return ok(
      { status, database: request.server.dbDialect, redis },
      redis === 'up' ? 'OK' : 'Redis does not answer',
    );
  },
} satisfies HandlersOf<'getHealth'>;
