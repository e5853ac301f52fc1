import { toUserMessage } from '@devlearn/api-client';
import { Loader } from '@devlearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { LOGIN_PAGE, paths } from '../../../lib/paths';
import { verifyEmailQueryOptions } from '../api/verifyEmail';
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
  const verification = useQuery(verifyEmailQueryOptions(token));

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
