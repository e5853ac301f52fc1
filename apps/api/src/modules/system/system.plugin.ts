import fp from 'fastify-plugin';
import { CompiledQuery } from 'kysely';
import { RecentSuccess } from './recent-success.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The health check's database round trip, run at most once per HEALTH_CHECK_REUSE_MS while it passes. */
    databaseCheck: RecentSuccess;
  }
}

// Compiled once: the health check is the route a load balancer calls most, so it builds no query per call.
const ROUND_TRIP = CompiledQuery.raw('select 1');

export const systemPlugin = fp(
  async (app) => {
    app.decorate(
      'databaseCheck',
      new RecentSuccess(
        async () => (await app.db.executeQuery(ROUND_TRIP)).rows,
        app.config.healthCheckReuseMs,
      ),
    );
  },
  { name: 'system', dependencies: ['database'] },
);
