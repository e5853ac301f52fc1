import { $api } from '../../../lib/apiClient';

/** POST /users/forgot-password: mails a 6-digit OTP. */
export function useForgotPasswordMutation() {
  return $api.useMutation('post', '/users/forgot-password');
}
