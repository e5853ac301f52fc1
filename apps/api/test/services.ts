import { Redis } from 'ioredis';
import pg from 'pg';

/** The Redis the scale-out tests use: TEST_REDIS_URL, else the machine's own on the default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
/** The PostgreSQL the two-instance test uses: TEST_DATABASE_URL, else the machine's own (trust auth). */
export const SCALE_OUT_DATABASE_URL =
  process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a Redis answers PING at `url` within a second; prints why a suite is skipped when it does not. */
export async function redisAnswers(url: string, suite: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch (error) {
    console.warn(`SKIPPED ${suite}: no Redis answers at ${url} (${(error as Error).message})`);
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Whether PostgreSQL answers at `url`; prints why a suite is skipped when it does not. */
export async function postgresAnswers(url: string, suite: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.warn(`SKIPPED ${suite}: no PostgreSQL answers at ${url} (${(error as Error).message})`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
