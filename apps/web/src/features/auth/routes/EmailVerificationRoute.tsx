import { EmailVerification } from '@devlearn/ui/screens/EmailVerification';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { usePendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** Without a stored email: 'Please register first!' and back to the register page (spec section 2). */
function RegisterFirst() {
  useEffect(() => notifyError(MESSAGES.pleaseRegisterFirst), []);
  return <Navigate to={paths.auth.register.getHref()} replace />;
}

/** /auth/email-verification: 'Check your email for verification link', the address, and 'Resend Mail'. */
export default function EmailVerificationRoute() {
  useDocumentTitle('Verify your email');
  const email = usePendingEmail('verification');
  const resend = $api.useMutation('post', '/users/resend-verify-email', {
    meta: { report: { message: MESSAGES.resendFailed } },
  });
  // The server's HTML shows the screen before the stored address is read.
  if (email === undefined) return <EmailVerification email="" onResend={() => undefined} />;
  if (!email) return <RegisterFirst />;

  const resendMail = () =>
    resend.mutate(
      { body: { email } },
      { onSuccess: ({ message }) => notifySuccess(message || MESSAGES.verificationLinkSent) },
    );

  return <EmailVerification email={email} onResend={resendMail} isResending={resend.isPending} />;
}
