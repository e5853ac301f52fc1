import type { Redis } from 'ioredis';

export interface LimitState {
  limited: boolean;
  /** Seconds until the oldest counted attempt leaves the window (0 when not limited). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in a sliding window. Used for the per-account limits of D13, where the key is the
 * normalised email, so the answers are the same whether or not an account exists. One process keeps the counts
 * in memory; several processes (REDIS_URL) share them through Redis so a limit reached on one holds on all.
 */
export interface AttemptLimiter {
  check(key: string): Promise<LimitState>;
  record(key: string): Promise<void>;
  /**
   * Counts this attempt and says whether it is over the limit, in one step, so N parallel attempts count N
   * and at most `max` of them get through (issue 16 point 5). An attempt over the limit is not kept.
   */
  take(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
}

function stateOf(count: number, oldest: number | undefined, max: number, windowMs: number, now: number) {
  if (count < max) return { limited: false, retryAfterSeconds: 0 };
  const since = oldest ?? now;
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((since + windowMs - now) / 1000)) };
}

/** Runs a MULTI and returns each command's result, throwing the first error (a discarded MULTI too). */
async function execMulti(multi: ReturnType<Redis['multi']>): Promise<unknown[]> {
  const results = await multi.exec();
  if (!results) throw new Error('Redis transaction for the attempt limiter was discarded');
  const failed = results.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
  return results.map(([, value]) => value);
}

/** The counts of this process only (the default: one process serves the app, D2). */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((time) => time > since);
    if (kept.length) this.attempts.set(key, kept);
    else this.attempts.delete(key);
    return kept;
  }

  async check(key: string): Promise<LimitState> {
    const recent = this.recent(key);
    return stateOf(recent.length, recent[0], this.max, this.windowMs, this.now());
  }

  async record(key: string): Promise<void> {
    const recent = this.recent(key);
    recent.push(this.now());
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.forgetExpired();
  }

  async take(key: string): Promise<LimitState> {
    // No await between the read and the write: one process's event loop makes this atomic.
    const recent = this.recent(key);
    const now = this.now();
    if (recent.length >= this.max) return stateOf(recent.length, recent[0], this.max, this.windowMs, now);
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.forgetExpired();
    return { limited: false, retryAfterSeconds: 0 };
  }

  async reset(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  private forgetExpired(): void {
    for (const key of [...this.attempts.keys()]) this.recent(key);
  }
}

/**
 * The same sliding window in Redis, shared by every process: one sorted set per key whose scores are the
 * attempt times; old attempts are trimmed on every read and the set expires with the window.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    /** Names the limit, e.g. `failed-sign-ins`; keys are `devlearn:attempts:<name>:<key>`. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private keyOf(key: string): string {
    return `devlearn:attempts:${this.name}:${key}`;
  }

  async check(key: string): Promise<LimitState> {
    const now = this.now();
    const redisKey = this.keyOf(key);
    const results = await execMulti(
      this.redis
        .multi()
        .zremrangebyscore(redisKey, '-inf', now - this.windowMs)
        .zcard(redisKey)
        .zrange(redisKey, 0, 0, 'WITHSCORES'),
    );
    const count = Number(results[1] ?? 0);
    const oldest = (results[2] as string[] | undefined)?.[1];
    return stateOf(count, oldest === undefined ? undefined : Number(oldest), this.max, this.windowMs, now);
  }

  async record(key: string): Promise<void> {
    const now = this.now();
    const redisKey = this.keyOf(key);
    // A random suffix keeps two attempts in the same millisecond (from two processes) both counted.
    const member = `${now}-${Math.random().toString(36).slice(2)}`;
    await this.redis.multi().zadd(redisKey, now, member).pexpire(redisKey, this.windowMs).exec();
  }

  async take(key: string): Promise<LimitState> {
    const now = this.now();
    const redisKey = this.keyOf(key);
    const member = `${now}-${Math.random().toString(36).slice(2)}`;
    // One MULTI: trim, add this attempt, count (this one included), read the oldest.
    const results = await execMulti(
      this.redis
        .multi()
        .zremrangebyscore(redisKey, '-inf', now - this.windowMs)
        .zadd(redisKey, now, member)
        .pexpire(redisKey, this.windowMs)
        .zcard(redisKey)
        .zrange(redisKey, 0, 0, 'WITHSCORES'),
    );
    const count = Number(results[3] ?? 0);
    if (count <= this.max) return { limited: false, retryAfterSeconds: 0 };
    await this.redis.zrem(redisKey, member);
    const oldest = (results[4] as string[] | undefined)?.[1];
    return stateOf(count, oldest === undefined ? undefined : Number(oldest), this.max, this.windowMs, now);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }
}
