import { ApiError } from '@devlearn/api-client';
import { Login, type LoginValues } from '@devlearn/ui/screens/Login';
import { useNavigate } from 'react-router';
import { GOOGLE_SIGN_IN_URL, paths, SIGNED_IN_HOME } from '../../../lib/paths';
import { useServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useLoginMutation } from '../api/login';
import { pendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/login: signs in and goes to the course home; an unverified email (403, D9) goes to 'Resend Mail'. */
export default function LoginRoute() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const login = useLoginMutation();
  const serverFieldErrors = useServerFieldErrors<LoginValues>(login.error);

  const submit = (values: LoginValues) =>
    login.mutate(
      { body: values },
      {
        onSuccess: () => navigate(SIGNED_IN_HOME, { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) {
            pendingEmail.set('verification', values.email);
            navigate(paths.auth.emailVerification.getHref());
          }
        },
      },
    );

  return (
    <Login
      onSubmit={submit}
      isSubmitting={login.isPending}
      serverFieldErrors={serverFieldErrors}
      googleSignInHref={GOOGLE_SIGN_IN_URL}
    />
  );
}
