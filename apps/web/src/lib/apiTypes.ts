import type { paths } from '@devlearn/api-client';
import type { SuccessResponseJSON } from 'openapi-typescript-helpers';

/**
 * The envelope a successful call answers with, as TanStack Query caches it, e.g.
 * `CachedResponse<'/courses/{courseId}', 'get'>` (its payload is `.data`). Used to update caches by hand.
 */
export type CachedResponse<Path extends keyof paths, Method extends keyof paths[Path]> = SuccessResponseJSON<
  paths[Path][Method] & Record<string | number, unknown>
>;
