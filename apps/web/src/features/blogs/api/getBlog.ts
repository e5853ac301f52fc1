import { $api } from '../../../lib/apiClient';

/** GET /blogs/{blogId}: the blog with the caller's like state (spec section 8: a failure is only logged). */
export const blogQueryOptions = (blogId: string) =>
  $api.queryOptions('get', '/blogs/{blogId}', { params: { path: { blogId } } }, { select: (r) => r.data });
