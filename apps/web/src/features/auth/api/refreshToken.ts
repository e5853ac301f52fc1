import { $api } from '../../../lib/apiClient';

/**
 * POST /users/refresh-token: a new access token for the refresh token in the body (Google redirect) or, with
 * no body, in the httpOnly cookie. Callers say what a failure means, so no generic toast here.
 */
export function useRefreshTokenMutation() {
  return $api.useMutation('post', '/users/refresh-token', { meta: { report: 'log' } });
}
