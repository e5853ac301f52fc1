import { $api } from '../../../lib/apiClient';

/** POST /users/verify-otp: a correct OTP returns the single-use reset token. */
export function useVerifyOtpMutation() {
  return $api.useMutation('post', '/users/verify-otp');
}
