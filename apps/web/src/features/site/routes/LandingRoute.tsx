import { Landing } from '@devlearn/ui/screens/Landing';
import { isSessionExpired, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** `/`: the landing page; its header offers 'Courses' instead of 'Sign In' to a signed-in user. */
export default function LandingRoute() {
  useDocumentTitle(null);
  const session = useSession();
  return <Landing isSignedIn={session !== null && !isSessionExpired(session)} />;
}
