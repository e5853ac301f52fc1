import { Loader } from '@devlearn/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { notifyError } from '../../../lib/notifications';
import { LOGIN_PAGE, SIGNED_IN_HOME } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';

/**
 * /auth/google/{accessToken}/{refreshToken} (spec section 2): the two values are one-time codes (ADR 0110).
 * Before anything else the address with them leaves the history; then they are exchanged, once, for the
 * user and an access token (stored as the session), and the course home opens. Failure goes to /auth/login
 * (said here, so no generic toast).
 */
export default function GoogleCallbackRoute() {
  useDocumentTitle('Signing in with Google');
  const { accessToken: accessCode = '', refreshToken: refreshCode = '' } = useParams();
  const navigate = useNavigate();
  const exchange = $api.useMutation('post', '/users/google/exchange', {
    meta: { report: 'log' },
    onSuccess: ({ data }) => sessionStore.signIn({ token: data.accessToken, user: data.user }),
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A reload or Back from here finds the login page, never the codes.
    window.history.replaceState(window.history.state, '', LOGIN_PAGE);
    exchange.mutateAsync({ body: { accessCode, refreshCode } }).then(
      () => navigate(SIGNED_IN_HOME, { replace: true }),
      () => {
        sessionStore.clear();
        notifyError(MESSAGES.googleSignInFailed);
        navigate(LOGIN_PAGE, { replace: true });
      },
    );
  }, [accessCode, exchange, navigate, refreshCode]);

  return <Loader label="Signing you in" />;
}
