import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (several processes), null otherwise. */
    redis: Redis | null;
  }
}

/**
 * REDIS_URL connects every process of one deployment to the same Redis, which then holds what must be shared:
 * the per-IP rate limits (@fastify/rate-limit's Redis store) and the per-account attempt counts (D13). Without
 * it both stay in this process's memory, as one machine needs. An unreachable Redis stops the start with one
 * clear error rather than a server whose limits silently stop holding.
 */
export const redisPlugin = fp<{ url: string | undefined }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: 2_000,
      // A command waits for at most one reconnection; a request never hangs on a lost Redis.
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`REDIS_URL is set but Redis does not answer: ${reason}`);
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
