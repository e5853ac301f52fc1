import { $api } from '../../../lib/apiClient';

/**
 * GET /users/verify-email/{token}. The link is single use, so the answer is cached for good and never retried:
 * a second render or a remount must not spend the token again.
 */
export const verifyEmailQueryOptions = (token: string) =>
  $api.queryOptions(
    'get',
    '/users/verify-email/{token}',
    { params: { path: { token } } },
    { retry: false, staleTime: Infinity, gcTime: Infinity, meta: { report: 'log' } },
  );
