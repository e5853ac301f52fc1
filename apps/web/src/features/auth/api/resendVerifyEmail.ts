import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';

/** POST /users/resend-verify-email: mails a new verification link. */
export function useResendVerifyEmailMutation() {
  return $api.useMutation('post', '/users/resend-verify-email', {
    meta: { report: { message: MESSAGES.resendFailed } },
  });
}
