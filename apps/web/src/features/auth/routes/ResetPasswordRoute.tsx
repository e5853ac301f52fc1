import { ResetPassword, type ResetPasswordValues } from '@devlearn/ui/screens/ResetPassword';
import { Navigate, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { LOGIN_PAGE } from '../../../lib/paths';
import { useServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useResetPasswordMutation } from '../api/resetPassword';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/reset-password/{token}: 'Change Password', then 'Password reset successfully!' and the login page. */
export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const { token } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPasswordMutation();
  const serverFieldErrors = useServerFieldErrors<ResetPasswordValues>(resetPassword.error);
  if (!token) return <Navigate to={LOGIN_PAGE} replace />;

  const submit = (values: ResetPasswordValues) =>
    resetPassword.mutate(
      { params: { path: { token } }, body: values },
      {
        onSuccess: () => {
          notifySuccess(MESSAGES.passwordReset);
          navigate(LOGIN_PAGE, { replace: true });
        },
      },
    );

  return (
    <ResetPassword
      onSubmit={submit}
      isSubmitting={resetPassword.isPending}
      serverFieldErrors={serverFieldErrors}
    />
  );
}
