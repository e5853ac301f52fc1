import type { paths } from '@devlearn/api-client';

type SuccessBody<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : Operation extends { responses: { 201: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

/**
 * The envelope a successful call answers with, as TanStack Query caches it, e.g.
 * `CachedResponse<'/courses/{courseId}', 'get'>` (its payload is `.data`). Used to update caches by hand.
 */
export type CachedResponse<Path extends keyof paths, Method extends keyof paths[Path]> = SuccessBody<
  paths[Path][Method]
>;
