import { $api } from '../../../lib/apiClient';
import { sessionStore } from '../../../lib/session';

/**
 * GET /users/logout, then clear storage and state whatever the server said (spec section 4: logout clears local
 * storage and state); a failed call must not keep the user signed in on this device.
 */
export function useLogoutMutation() {
  return $api.useMutation('get', '/users/logout', {
    meta: { report: 'log' },
    onSettled: () => sessionStore.clear(),
  });
}
