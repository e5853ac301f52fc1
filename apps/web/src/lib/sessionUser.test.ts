import { userFixture } from '@devlearn/api-client/mocks';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyOptimistically } from './optimistic';
import { queryKeys } from './queryKeys';
import { sessionStore } from './session';
import { persistSessionUser, sessionUserPatch, updateSessionUser } from './sessionUser';

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null') as typeof userFixture | null;

describe("the signed-in user's record in the query cache", () => {
  let queryClient: QueryClient;
  let stopPersisting: () => void;

  beforeEach(() => {
    queryClient = new QueryClient();
    stopPersisting = persistSessionUser(queryClient);
    sessionStore.signIn({ token: 'abc', user: { ...userFixture, favorites: ['c1'], enrollments: [] } });
  });
  afterEach(() => {
    stopPersisting();
    queryClient.clear();
    sessionStore.clear();
  });

  it("changes in the cache, and local storage's copy follows (spec section 3)", () => {
    updateSessionUser(queryClient, (user) => ({ ...user, enrollments: ['c9'] }));
    expect(queryClient.getQueryData(queryKeys.sessionUser(userFixture._id))).toMatchObject({
      enrollments: ['c9'],
    });
    expect(storedUser()?.enrollments).toEqual(['c9']);
  });

  it('an optimistic change shows at once and its rollback puts cache and storage back', async () => {
    const rollback = await applyOptimistically(queryClient, [
      sessionUserPatch(queryClient, (user) => ({ ...user, favorites: [...user.favorites, 'c2'] })),
    ]);
    expect(storedUser()?.favorites).toEqual(['c1', 'c2']);
    rollback();
    expect(queryClient.getQueryData(queryKeys.sessionUser(userFixture._id))).toMatchObject({
      favorites: ['c1'],
    });
    expect(storedUser()?.favorites).toEqual(['c1']);
  });

  it('does nothing for a visitor', () => {
    sessionStore.clear();
    updateSessionUser(queryClient, (user) => ({ ...user, favorites: [] }));
    expect(queryClient.getQueriesData({ queryKey: queryKeys.anySessionUser })).toEqual([]);
    expect(storedUser()).toBeNull();
  });
});
