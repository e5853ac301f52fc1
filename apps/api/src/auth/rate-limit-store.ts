import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { counterFor } from './attempt-limiter.js';

type Counted = { current: number; ttl: number };

/**
 * The store of @fastify/rate-limit (the per-IP and per-user limits of the routes) on rate-limiter-flexible's
 * counters, so they share the per-account limits' behaviour (ADR 0126): memory without REDIS_URL, Redis with
 * it, and this process's memory while Redis does not answer. The plugin's own Redis store can only fail the
 * request or let it through uncounted. Each route counts alone, but routes whose limit names the same
 * `groupId` (with the same max and window) share one count, e.g. every operation that uploads an image.
 */
export function rateLimitStoreFor(redis: Redis | null): FastifyRateLimitStoreCtor {
  // One counter per prefix (a route or a group) and limit (max and window), made on its first request and
  // shared by every route that counts under that prefix.
  const counters = new Map<string, RateLimiterAbstract>();

  class RouteCounters implements FastifyRateLimitStore {
    // The plugin passes its options to the first store; each route's child gets its route's or group's prefix.
    constructor(
      _pluginOptions: unknown,
      private readonly keyPrefix = 'devlearn:rate-limit:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
      max: number,
    ) {
      const name = `${this.keyPrefix}${max}/${timeWindow}`;
      let counter = counters.get(name);
      if (!counter) {
        counter = counterFor({ max, windowMs: timeWindow }, redis, name).counter;
        counters.set(name, counter);
      }
      const answer = (result: RateLimiterRes) =>
        callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext });
      counter.consume(key, 1).then(answer, (refusal: unknown) => {
        // Over the limit: the library refuses with the count, and the plugin answers 429 from it.
        if (refusal instanceof RateLimiterRes) answer(refusal);
        else callback(refusal instanceof Error ? refusal : new Error(String(refusal)));
      });
    }

    // The plugin calls it with the route's merged limit options, whose `routeInfo` is the route (its types
    // say otherwise).
    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo: route, groupId } = routeOptions as {
        routeInfo?: { method?: unknown; url?: unknown };
        groupId?: string;
      };
      const scope = groupId ? `group:${groupId}` : `${String(route?.method)}${String(route?.url)}`;
      return new RouteCounters(undefined, `${this.keyPrefix}${scope}:`);
    }
  }
  return RouteCounters;
}
