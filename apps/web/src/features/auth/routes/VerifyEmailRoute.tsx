import { toUserMessage } from '@devlearn/api-client';
import { Loader } from '@devlearn/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { LOGIN_PAGE, paths } from '../../../lib/paths';
import { pendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /auth/email-verification/{token}: the mailed link. Success -> 'Email verification successful. You can now
 * login.' and the login page; failure -> the error and the register page (spec section 2).
 */
export default function VerifyEmailRoute() {
  useDocumentTitle('Verify your email');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // The link is single use, so the answer is cached for good and never retried: a second render or a remount
  // must not spend the token again.
  const verification = $api.useQuery(
    'get',
    '/users/verify-email/{token}',
    { params: { path: { token } } },
    { retry: false, staleTime: Infinity, gcTime: Infinity },
  );

  useEffect(() => {
    if (verification.isSuccess) {
      pendingEmail.clear('verification');
      notifySuccess(MESSAGES.emailVerified);
      navigate(LOGIN_PAGE, { replace: true });
    } else if (verification.isError) {
      notifyError(toUserMessage(verification.error));
      navigate(paths.auth.register.getHref(), { replace: true });
    }
  }, [verification.isSuccess, verification.isError, verification.error, navigate]);

  return <Loader label="Verifying your email" />;
}
