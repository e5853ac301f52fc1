import { ForgotPassword, type ForgotPasswordValues } from '@devlearn/ui/screens/ForgotPassword';
import { useNavigate } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { pendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/forgot-password: 'Send OTP', then 'OTP sent to your email!' and the OTP page. */
export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  const navigate = useNavigate();
  // POST /users/forgot-password mails a 6-digit OTP.
  const forgotPassword = $api.useMutation('post', '/users/forgot-password');
  const submission = useFormSubmission<ForgotPasswordValues>(forgotPassword);

  const submit = (values: ForgotPasswordValues) =>
    forgotPassword.mutate(
      { body: values },
      {
        onSuccess: () => {
          pendingEmail.set('otp', values.email);
          notifySuccess(MESSAGES.otpSent);
          navigate(paths.auth.verifyOtp.getHref());
        },
      },
    );

  return <ForgotPassword onSubmit={submit} {...submission} />;
}
