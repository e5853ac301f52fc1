import { InfoPage, infoPages, type InfoPageSlug } from '@devlearn/ui/screens/InfoPage';
import { isSessionExpired, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** A public information page (D27: the six feature pages, /contact and /site/about); no product calls. */
export function InfoPageRoute({ slug }: { slug: InfoPageSlug }) {
  useDocumentTitle(infoPages[slug].title);
  const session = useSession();
  return <InfoPage content={infoPages[slug]} isSignedIn={session !== null && !isSessionExpired(session)} />;
}
