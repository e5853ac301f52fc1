import { VerifyOtp, type VerifyOtpValues } from '@devlearn/ui/screens/VerifyOtp';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useVerifyOtpMutation } from '../api/verifyOtp';
import { pendingEmail, usePendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/verify-otp: 'Confirm OTP', then 'OTP verified successfully!' and the reset page with its token. */
export default function VerifyOtpRoute() {
  useDocumentTitle('Verify OTP');
  const navigate = useNavigate();
  const verifyOtp = useVerifyOtpMutation();
  const serverFieldErrors = useServerFieldErrors<VerifyOtpValues>(verifyOtp.error);
  const shownEmail = usePendingEmail('otp');

  const submit = ({ otp }: VerifyOtpValues) => {
    const email = pendingEmail.get('otp');
    if (!email) {
      notifyError(MESSAGES.sendOtpFirst);
      navigate(paths.auth.forgotPassword.getHref());
      return;
    }
    verifyOtp.mutate(
      { body: { email, otp } },
      {
        onSuccess: ({ data }) => {
          pendingEmail.clear('otp');
          notifySuccess(MESSAGES.otpVerified);
          navigate(paths.auth.resetPassword.getHref(data.token), { replace: true });
        },
      },
    );
  };

  return (
    <VerifyOtp
      onSubmit={submit}
      isSubmitting={verifyOtp.isPending}
      serverFieldErrors={serverFieldErrors}
      email={shownEmail ?? undefined}
    />
  );
}
