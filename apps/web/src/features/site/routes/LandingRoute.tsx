import { Landing } from '@devlearn/ui';
import { isSessionExpired, useSession } from '../../../lib/session';

/** `/`: the landing page; its header offers 'Courses' instead of 'Sign In' to a signed-in user. */
export default function LandingRoute() {
  const session = useSession();
  return <Landing isSignedIn={session !== null && !isSessionExpired(session)} />;
}
