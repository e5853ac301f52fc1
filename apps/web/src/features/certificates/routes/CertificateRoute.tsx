import { ApiError } from '@devlearn/api-client';
import { NotFound, PageError } from '@devlearn/ui';
import { Certificate } from '@devlearn/ui/screens/Certificate';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useParams } from 'react-router';
import type { PublicPageData } from '../../../lib/publicPage';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { certificatePdfHref } from '../../../lib/paths';
import { isSessionExpired, useSession } from '../../../lib/session';
import { certificateQueryOptions } from '../api/certificates';

/**
 * /certificates/{certificateId}: a certificate's public verification page (D51). No sign-in: the learner's name,
 * the course and the date, and a Download PDF link; an unknown id is the 404 page (and a 404 status from the
 * server renderer).
 */
export default function CertificateRoute() {
  const { certificateId = '' } = useParams();
  const loaded = useLoaderData() as PublicPageData | null;
  const session = useSession();
  const certificate = useQuery(certificateQueryOptions(certificateId));
  const missing =
    loaded?.notFound === true || (certificate.error instanceof ApiError && certificate.error.status === 404);
  useDocumentTitle(
    missing
      ? 'Page not found'
      : certificate.data
        ? `Certificate: ${certificate.data.courseTitle}`
        : undefined,
  );

  if (missing) return <NotFound />;
  if (certificate.isError) return <PageError onReload={() => window.location.reload()} />;
  return (
    <Certificate
      certificate={certificate.data ?? null}
      pdfHref={certificatePdfHref(certificateId)}
      isSignedIn={session !== null && !isSessionExpired(session)}
    />
  );
}
