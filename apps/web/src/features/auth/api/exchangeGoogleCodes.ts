import { $api } from '../../../lib/apiClient';
import { sessionStore } from '../../../lib/session';

/**
 * POST /users/google/exchange: spends the two one-time codes of the Google landing address (ADR 0110) and
 * stores the user and token it answers. The landing route says what a failure means, so no generic toast.
 */
export function useExchangeGoogleCodesMutation() {
  return $api.useMutation('post', '/users/google/exchange', {
    meta: { report: 'log' },
    onSuccess: ({ data }) => sessionStore.signIn({ token: data.accessToken, user: data.user }),
  });
}
