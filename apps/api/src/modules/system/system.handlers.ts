import { sql } from 'kysely';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

export const systemHandlers = {
  async getHealth(request) {
    // A real round trip, so a health check fails when the database does.
    await sql`select 1`.execute(request.server.db);
    return ok({ status: 'ok' as const, database: request.server.dbDialect }, 'OK');
  },
} satisfies HandlersOf<'getHealth'>;
