import { CompiledQuery } from 'kysely';
import type { HandlersOf } from '../../contract/handler-types.js';
import { executeRows } from '../../db/direct-reads.js';
import { ok } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';

// Compiled once: the health check is the route a load balancer calls most, so it builds no query per call.
const ROUND_TRIP = CompiledQuery.raw('select 1');

export const systemHandlers = {
  async getHealth(request) {
    // A real round trip, so a health check (the container's, a load balancer's) fails when the database does.
    try {
      await executeRows(request.server.db, ROUND_TRIP);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, 'The database does not answer');
    }
    return ok({ status: 'ok' as const, database: request.server.dbDialect }, 'OK');
  },
} satisfies HandlersOf<'getHealth'>;
