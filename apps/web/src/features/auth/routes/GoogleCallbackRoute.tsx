import { Loader } from '@devlearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '../../../lib/messages';
import { notifyError } from '../../../lib/notifications';
import { LOGIN_PAGE, SIGNED_IN_HOME } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { selfQueryOptions } from '../api/getSelf';
import { useRefreshTokenMutation } from '../api/refreshToken';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /auth/google/{accessToken}/{refreshToken}: exchanges the refresh token for an access token, reads the user and
 * signs in (spec section 2). The refresh token is single use (D11), so the exchange runs exactly once, and the
 * address with the tokens is replaced in the history.
 */
export default function GoogleCallbackRoute() {
  useDocumentTitle('Signing in with Google');
  const { refreshToken = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exchange = useRefreshTokenMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const signIn = async () => {
      const { data } = await exchange.mutateAsync({ body: { refreshToken } });
      // The user is read with the new token, so it must be stored before the call.
      sessionStore.replaceToken(data.accessToken);
      const self = await queryClient.fetchQuery(selfQueryOptions());
      sessionStore.signIn({ token: data.accessToken, user: self.data });
      navigate(SIGNED_IN_HOME, { replace: true });
    };
    signIn().catch(() => {
      sessionStore.clear();
      notifyError(MESSAGES.googleSignInFailed);
      navigate(LOGIN_PAGE, { replace: true });
    });
  }, [exchange, navigate, queryClient, refreshToken]);

  return <Loader label="Signing you in" />;
}
