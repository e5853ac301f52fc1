import type { paths } from '@devlearn/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Every path of the contract that answers a GET. */
export type ApiGetPath = {
  [Path in keyof paths]: paths[Path] extends { get: object } ? Path : never;
}[keyof paths];

/**
 * The query keys of the app, in one place. Calls made through `$api` are cached under openapi-react-query's
 * `['get', path, init]`; `queryKeys.api(path)` is the prefix of every cached call of that path (all its pages, sorts
 * and ids), which is what invalidation and cross-list updates need. Nothing else spells that format.
 */
export const queryKeys = {
  /** Every cached GET of `path`, whatever its parameters. */
  api: (path: ApiGetPath): QueryKey => ['get', path],
  /** One call of `path` with its parameters, for queries written by hand (the paged lists). */
  apiCall: <Init>(path: ApiGetPath, init: Init) => ['get', path, init] as const,
  /** The signed-in user's own record (favourites, enrolments, avatar, names), seeded from the session. */
  sessionUser: (userId: string): QueryKey => ['session', 'user', userId],
  /** Prefix of the above, for any user. */
  anySessionUser: ['session', 'user'] as QueryKey,
};

/** Every cached GET of each of `paths` answers again (after a change the server made to what they read). */
export const refetchApi = (queryClient: QueryClient, ...paths: ApiGetPath[]) =>
  Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: queryKeys.api(path) })));
