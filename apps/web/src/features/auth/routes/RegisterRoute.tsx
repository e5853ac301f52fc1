import { Register, type RegisterValues } from '@devlearn/ui/screens/Register';
import { useNavigate } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { GOOGLE_SIGN_IN_URL, paths } from '../../../lib/paths';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { pendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/register: creates the account, then 'Verification link sent to your email!' and the check-your-mail page. */
export default function RegisterRoute() {
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  const register = $api.useMutation('post', '/users/register');
  const submission = useFormSubmission<RegisterValues>(register);

  const submit = (values: RegisterValues) =>
    register.mutate(
      { body: values },
      {
        onSuccess: () => {
          pendingEmail.set('verification', values.email);
          notifySuccess(MESSAGES.verificationLinkSent);
          navigate(paths.auth.emailVerification.getHref());
        },
      },
    );

  return <Register onSubmit={submit} {...submission} googleSignInHref={GOOGLE_SIGN_IN_URL} />;
}
