import { Register, type RegisterValues } from '@devlearn/ui/screens/Register';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { GOOGLE_SIGN_IN_URL, paths } from '../../../lib/paths';
import { useServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useRegisterMutation } from '../api/register';
import { pendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/register: creates the account, then 'Verification link sent to your email!' and the check-your-mail page. */
export default function RegisterRoute() {
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  const register = useRegisterMutation();
  const serverFieldErrors = useServerFieldErrors<RegisterValues>(register.error);

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

  return (
    <Register
      onSubmit={submit}
      isSubmitting={register.isPending}
      serverFieldErrors={serverFieldErrors}
      googleSignInHref={GOOGLE_SIGN_IN_URL}
    />
  );
}
