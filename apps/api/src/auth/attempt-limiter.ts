import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface LimitState {
  limited: boolean;
  /** Seconds until the window's count starts again (0 when not limited). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in a window. Used for the per-account limits of D13, where the key is the normalised
 * email, so the answers are the same whether or not an account exists.
 */
export interface AttemptLimiter {
  check(key: string): Promise<LimitState>;
  record(key: string): Promise<void>;
  /**
   * Counts this attempt and says whether it is over the limit, in one step, so N parallel attempts count N and
   * at most `max` of them get through.
   */
  take(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
}

export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * One counter of rate-limiter-flexible (ADR 0126): in this process's memory without Redis (one process serves
 * the app, D2); in Redis with REDIS_URL, so a limit reached on one process holds on all. While Redis does not
 * answer, the same counts are kept in this process's memory (its insurance limiter), so the limit keeps holding
 * per process instead of letting everything through or failing the request.
 */
export function counterFor(
  rule: LimitRule,
  redis: Redis | null,
  keyPrefix: string,
): { counter: RateLimiterAbstract; memory: RateLimiterMemory } {
  const options = { points: rule.max, duration: Math.ceil(rule.windowMs / 1000), keyPrefix };
  const memory = new RateLimiterMemory(options);
  if (!redis) return { counter: memory, memory };
  const counter = new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // Straight to the insurance while the connection is down: no request waits for a reconnection.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
  return { counter, memory };
}

function limitedFor(result: RateLimiterRes): LimitState {
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

const NOT_LIMITED: LimitState = { limited: false, retryAfterSeconds: 0 };

/** D13's per-account limits on one counter; keys are `devlearn:attempts:<name>:<key>`. */
export function createAttemptLimiter(name: string, rule: LimitRule, redis: Redis | null): AttemptLimiter {
  const { counter, memory } = counterFor(rule, redis, `devlearn:attempts:${name}`);
  return {
    async check(key) {
      const counted = await counter.get(key);
      return counted && counted.consumedPoints >= rule.max ? limitedFor(counted) : NOT_LIMITED;
    },
    async record(key) {
      // Counts without refusing: the caller has already checked.
      await counter.penalty(key, 1);
    },
    async take(key) {
      try {
        await counter.consume(key, 1);
        return NOT_LIMITED;
      } catch (refusal) {
        // The library refuses an attempt over the limit with its count; anything else is a real error.
        if (refusal instanceof RateLimiterRes) return limitedFor(refusal);
        throw refusal;
      }
    },
    async reset(key) {
      // Forgets the counts of an outage too, so a later one does not start from them.
      await counter.delete(key);
      if (memory !== counter) await memory.delete(key);
    },
  };
}
