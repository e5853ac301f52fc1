import { ApiError } from '@devlearn/api-client';
import { Login, type LoginValues } from '@devlearn/ui/screens/Login';
import { useNavigate } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { GOOGLE_SIGN_IN_URL, paths, SIGNED_IN_HOME } from '../../../lib/paths';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { sessionStore } from '../../../lib/session';
import { pendingEmail } from '../pendingEmail';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /auth/login: stores the user and token (spec section 4) and goes to the course home; an unverified email (403,
 * D9) goes to 'Resend Mail'.
 */
export default function LoginRoute() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const login = $api.useMutation('post', '/users/login', {
    // A wrong password (401) or an unverified email (403) is the form's answer, not a lost session.
    meta: { authErrorsAreAnswers: true },
    onMutate: () => {
      // A stale session must not ride along: its token would turn the form's 401 into a sign-out.
      if (sessionStore.get()) sessionStore.clear();
    },
    onSuccess: ({ data }) => sessionStore.signIn({ token: data.accessToken, user: data.user }),
  });
  const submission = useFormSubmission<LoginValues>(login);

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

  return <Login onSubmit={submit} {...submission} googleSignInHref={GOOGLE_SIGN_IN_URL} />;
}
