import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (several processes), null otherwise. */
    redis: Redis | null;
    /**
     * Whether the shared Redis answers right now: `up` or `down` with REDIS_URL (the health check reports it),
     * `off` without it.
     */
    redisState(): 'up' | 'down' | 'off';
  }
}

/**
 * REDIS_URL connects every process of one deployment to the same Redis, which then holds what must be shared:
 * the per-IP and per-user rate limits and the per-account attempt counts (D13). Without it they stay in this
 * process's memory, as one machine needs. An unreachable Redis at start stops the start with one clear error;
 * one lost later is an outage the server rides out: the limits count in each process's memory until it answers
 * again (ADR 0126), the loss and the recovery are logged once each, and the health check says `degraded`.
 */
export const redisPlugin = fp<{ url: string | undefined }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', null);
      app.decorate('redisState', () => 'off' as const);
      return;
    }
    // ioredis loads only for a deployment that shares a Redis (ADR 0144).
    const { Redis: RedisClient } = await import('ioredis');
    const redis = new RedisClient(url, {
      lazyConnect: true,
      connectTimeout: 2_000,
      // A command waits for at most one reconnection, and a second for an answer: a request never hangs on a
      // lost or frozen Redis (the limits then count in memory, ADR 0126).
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
    });
    let up = false;
    let closing = false;
    const lost = (reason: string) => {
      if (!up || closing) return;
      up = false;
      app.log.error(
        { reason },
        "Redis does not answer: rate limits and account throttles count in each process's memory until it does",
      );
    };
    // ioredis repeats `error` on every failed reconnection; only the change of state is logged.
    redis.on('error', (error: Error) => lost(error.message));
    redis.on('close', () => lost('connection closed'));
    let answeredBefore = false;
    redis.on('ready', () => {
      if (up) return;
      up = true;
      if (answeredBefore)
        app.log.info('Redis answers again: rate limits and account throttles are shared again');
      answeredBefore = true;
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`REDIS_URL is set but Redis does not answer: ${reason}`);
    }
    app.decorate('redis', redis);
    app.decorate('redisState', () => (up && redis.status === 'ready' ? 'up' : 'down'));
    app.addHook('onClose', async () => {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
