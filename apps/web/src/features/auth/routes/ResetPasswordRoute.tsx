import { ResetPassword, type ResetPasswordValues } from '@devlearn/ui/screens/ResetPassword';
import { Navigate, useNavigate, useParams } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { LOGIN_PAGE } from '../../../lib/paths';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/reset-password/{token}: 'Change Password', then 'Password reset successfully!' and the login page. */
export default function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  const { token } = useParams();
  const navigate = useNavigate();
  const resetPassword = $api.useMutation('post', '/users/reset-password/{token}');
  const submission = useFormSubmission<ResetPasswordValues>(resetPassword);
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

  return <ResetPassword onSubmit={submit} {...submission} />;
}
