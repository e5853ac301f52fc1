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

/** A patch of a cached answer's payload (its `data`): `change` gives what becomes of it. */
export const dataPatchOf = <Data>(queryKey: QueryKey, change: (data: Data) => Partial<Data>) =>
  patchOf<{ data: Data }>(queryKey, (old) => ({ ...old, data: { ...old.data, ...change(old.data) } }));

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
const toggledLike = ({ isUserLiked, totalLikes }: LikeState): LikeState => ({
  isUserLiked: !isUserLiked,
  totalLikes: Math.max(0, totalLikes + (isUserLiked ? -1 : 1)),
});

/**
 * A like toggle's options (spec section 4): `patchesFor(change)` passes every cached copy of the liked item
 * through `change`. Sent, the like flips and counts at once; a failure restores both and shows the error (D23);
 * success takes the server's like and count.
 */
export function optimisticLike(
  queryClient: QueryClient,
  patchesFor: (change: (like: LikeState) => LikeState) => OptimisticPatch[],
) {
  return {
    ...optimisticUpdate(queryClient, () => patchesFor(toggledLike)),
    onSuccess: ({ data }: { data: { likeStatus: boolean; totalLikes: number } }) =>
      applyPatches(
        queryClient,
        patchesFor(() => ({ isUserLiked: data.likeStatus, totalLikes: data.totalLikes })),
      ),
  };
}
