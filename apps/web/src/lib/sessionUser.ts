import { useQuery, type QueryClient } from '@tanstack/react-query';
import { applyPatches, patchOf, type OptimisticPatch } from './optimistic';
import { queryKeys } from './queryKeys';
import { sessionStore, useSession, type SessionUser } from './session';

/**
 * The signed-in user's record is server data, so it lives in the query cache like every other: favourites,
 * enrolments, avatar and names change there (optimistically or from an answer), and one subscriber writes each
 * change back to local storage's `user` (spec section 3), so a reload starts from it. The session store only
 * keeps the session: the token and the user it was opened for.
 */

const sessionUserQuery = (user: SessionUser) => ({
  queryKey: queryKeys.sessionUser(user._id),
  // Never fetched: the record arrives with the session and changes through the mutations below.
  queryFn: () => user,
  initialData: user,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The signed-in user as the server last described them, or null for a visitor. */
export function useSessionUser(): SessionUser | null {
  const session = useSession();
  const { data } = useQuery({
    ...sessionUserQuery(session?.user ?? ({ _id: '' } as SessionUser)),
    enabled: session !== null,
  });
  return session === null ? null : data;
}

/** Puts the session's user into the cache if no screen has read it yet, so a change always has a base. */
function seedSessionUser(queryClient: QueryClient) {
  const user = sessionStore.get()?.user;
  if (user && queryClient.getQueryData(queryKeys.sessionUser(user._id)) === undefined) {
    queryClient.setQueryData(queryKeys.sessionUser(user._id), user);
  }
}

/** An optimistic change of the signed-in user's record, for `applyOptimistically`. */
export function sessionUserPatch(
  queryClient: QueryClient,
  update: (user: SessionUser) => SessionUser,
): OptimisticPatch {
  seedSessionUser(queryClient);
  return patchOf(queryKeys.anySessionUser, update);
}

/** Applies the server's answer to the signed-in user's record. */
export const updateSessionUser = (queryClient: QueryClient, update: (user: SessionUser) => SessionUser) =>
  applyPatches(queryClient, [sessionUserPatch(queryClient, update)]);

/** Writes every change of the cached user record to local storage; returns the unsubscribe. */
export function persistSessionUser(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const [scope, kind, userId] = event.query.queryKey as unknown[];
    const user = event.query.state.data as SessionUser | undefined;
    if (scope !== 'session' || kind !== 'user' || !user || user._id !== userId) return;
    if (sessionStore.get()?.user._id === userId) sessionStore.storeUser(user);
  });
}
