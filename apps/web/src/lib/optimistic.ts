import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One optimistic change: every cached query under `queryKey` (a prefix) is passed through `update`. */
export interface OptimisticPatch {
  queryKey: QueryKey;
  update: (cached: never) => unknown;
}

/** A typed patch: `update` receives the cached value of each matching query that has data. */
export const patchOf = <Cached>(queryKey: QueryKey, update: (cached: Cached) => Cached): OptimisticPatch => ({
  queryKey,
  update: update as (cached: never) => unknown,
});

/** Passes every cached query under each patch's key (that has data) through its update. */
export function applyPatches(queryClient: QueryClient, patches: OptimisticPatch[]) {
  for (const { queryKey, update } of patches) {
    queryClient.setQueriesData({ queryKey }, (cached: unknown) =>
      cached === undefined ? cached : update(cached as never),
    );
  }
}

/**
 * Applies optimistic changes to the query cache, the one store of server data: in-flight fetches of those
 * queries are cancelled first (so they cannot overwrite the change), and the function returned puts every
 * touched query back as it was. Mutations call it in `onMutate` and call the rollback in `onError`.
 */
export async function applyOptimistically(
  queryClient: QueryClient,
  patches: OptimisticPatch[],
): Promise<() => void> {
  await Promise.all(patches.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
  const snapshot = patches.flatMap(({ queryKey }) => queryClient.getQueriesData({ queryKey }));
  applyPatches(queryClient, patches);
  return () => {
    for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
  };
}

/**
 * A mutation's optimistic half, spread into its options: the `patches` are applied when it is sent and rolled
 * back when it fails; the answer's own values are for the mutation's `onSuccess` to apply.
 */
export function optimisticUpdate(queryClient: QueryClient, patches: () => OptimisticPatch[]) {
  return {
    onMutate: async () => ({ rollback: await applyOptimistically(queryClient, patches()) }),
    onError: (_error: unknown, _variables: unknown, context: { rollback: () => void } | undefined) =>
      context?.rollback(),
  };
}

/** A like as the screens show it: whether the user likes the item, and how many people do. */
export interface LikeState {
  isUserLiked: boolean;
  totalLikes: number;
}

/** A like as it reads once toggled (spec section 4): flipped, and counted one up or down, never below 0. */
export const toggledLike = ({ isUserLiked, totalLikes }: LikeState): LikeState => ({
  isUserLiked: !isUserLiked,
  totalLikes: Math.max(0, totalLikes + (isUserLiked ? -1 : 1)),
});
