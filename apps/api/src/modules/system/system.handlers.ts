import { sql } from 'kysely';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';

export const systemHandlers = {
  async getHealth(request) {
    // A real round trip, so a health check (the container's, a load balancer's) fails when the database does.
    try {
      await sql`select 1`.execute(request.server.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, 'The database does not answer');
    }
    return ok({ status: 'ok' as const, database: request.server.dbDialect }, 'OK');
  },
} satisfies HandlersOf<'getHealth'>;
