import { ForgotPassword, type ForgotPasswordValues } from '@devlearn/ui/screens/ForgotPassword';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useForgotPasswordMutation } from '../api/forgotPassword';
import { pendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/forgot-password: 'Send OTP', then 'OTP sent to your email!' and the OTP page. */
export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  const navigate = useNavigate();
  const forgotPassword = useForgotPasswordMutation();
  const serverFieldErrors = useServerFieldErrors<ForgotPasswordValues>(forgotPassword.error);

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

  return (
    <ForgotPassword
      onSubmit={submit}
      isSubmitting={forgotPassword.isPending}
      serverFieldErrors={serverFieldErrors}
    />
  );
}
