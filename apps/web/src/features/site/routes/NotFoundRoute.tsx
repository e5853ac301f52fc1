import { NotFound } from '@devlearn/ui';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** Any unknown path: '404 Page not found | Not Design yet' (spec section 2). */
export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return <NotFound />;
}
