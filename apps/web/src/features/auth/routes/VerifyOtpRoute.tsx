import { VerifyOtp, type VerifyOtpValues } from '@devlearn/ui/screens/VerifyOtp';
import { useNavigate } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { pendingEmail, usePendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/verify-otp: 'Confirm OTP', then 'OTP verified successfully!' and the reset page with its token. */
export default function VerifyOtpRoute() {
  useDocumentTitle('Verify OTP');
  const navigate = useNavigate();
  // A correct OTP answers the single-use reset token.
  const verifyOtp = $api.useMutation('post', '/users/verify-otp');
  const submission = useFormSubmission<VerifyOtpValues>(verifyOtp);
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

  return <VerifyOtp onSubmit={submit} {...submission} email={shownEmail ?? undefined} />;
}
