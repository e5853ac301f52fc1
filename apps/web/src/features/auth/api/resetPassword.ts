import { $api } from '../../../lib/apiClient';

/** POST /users/reset-password/{token}: sets the new password. */
export function useResetPasswordMutation() {
  return $api.useMutation('post', '/users/reset-password/{token}');
}
