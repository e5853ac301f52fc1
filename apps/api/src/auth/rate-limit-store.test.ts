import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { rateLimitStoreFor } from './rate-limit-store.js';

const count = (store: FastifyRateLimitStore, key: string) =>
  new Promise<number>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), 60_000, 3),
  );

describe('the routes’ rate-limit store', () => {
  const Store = rateLimitStoreFor(null);
  const root = new Store({});
  const route = (url: string, groupId?: string) =>
    root.child({ routeInfo: { method: 'POST', url }, ...(groupId ? { groupId } : {}) } as never);

  it('counts each route on its own', async () => {
    const first = route('/a');
    const second = route('/b');
    expect([await count(first, 'k'), await count(first, 'k'), await count(second, 'k')]).toEqual([1, 2, 1]);
  });

  it('counts the routes of one group together, and past the limit', async () => {
    const create = route('/blogs', 'uploads');
    const edit = route('/blogs/:id', 'uploads');
    const counts = [
      await count(create, 'u'),
      await count(edit, 'u'),
      await count(create, 'u'),
      await count(edit, 'u'),
    ];
    expect(counts).toEqual([1, 2, 3, 4]);
    // Another key of the group starts at one.
    expect(await count(edit, 'v')).toBe(1);
  });
});
