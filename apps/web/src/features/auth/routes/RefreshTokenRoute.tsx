import { RefreshToken } from '@devlearn/ui/screens/RefreshToken';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { MESSAGES } from '../../../lib/messages';
import { returnPathFrom } from '../../../lib/navigation';
import { notifyError, notifyInfo } from '../../../lib/notifications';
import { LOGIN_PAGE, SIGNED_IN_HOME } from '../../../lib/paths';
import { sessionStore, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /refresh-token/{token}: reached when the stored access token ({token}) has expired and the silent renewal
 * (D30) failed. 'Refresh Token' asks for a new one with the httpOnly refresh cookie; success returns to the page
 * the learner was on (the course home when none is known), failure clears the stored data and goes to login
 * (spec sections 2, 4 and 8).
 */
export default function RefreshTokenRoute() {
  useDocumentTitle('Session expired');
  const { token } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  // With no body the refresh token is the httpOnly cookie's; a failure is answered below, so no generic toast.
  const refresh = $api.useMutation('post', '/users/refresh-token', { meta: { report: 'log' } });

  useEffect(() => notifyInfo(MESSAGES.tokenExpired), []);

  const giveUp = (message: string) => {
    sessionStore.clear();
    notifyError(message);
    navigate(LOGIN_PAGE, { replace: true });
  };

  const refreshToken = () => {
    // The page belongs to the stored session: an address with some other token has nothing to refresh.
    if (!session || session.token !== token) {
      giveUp(MESSAGES.invalidRefreshToken);
      return;
    }
    refresh.mutate(
      {},
      {
        onSuccess: ({ data }) => {
          sessionStore.replaceToken(data.accessToken);
          navigate(returnPathFrom(state, SIGNED_IN_HOME), { replace: true });
        },
        onError: () => giveUp(MESSAGES.refreshFailed),
      },
    );
  };

  return <RefreshToken onRefresh={refreshToken} isRefreshing={refresh.isPending} />;
}
