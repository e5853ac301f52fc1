import { CertificateView, type CertificateViewCertificate } from '../../components/CertificateView';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { Loader } from '../../components/Loader';

export interface CertificateProps {
  /** The certificate; null while it loads. */
  certificate: CertificateViewCertificate | null;
  /** The PDF's address (the API's download, a plain link). */
  pdfHref: string;
  /** The header offers 'Courses' instead of 'Sign In'. Default: false. */
  isSignedIn?: boolean;
}

/**
 * /certificates/{certificateId}: a certificate's public verification page (D51), with the site header and footer.
 * An unknown id is the app's 404 page, not a state of this screen.
 */
export function Certificate({ certificate, pdfHref, isSignedIn = false }: CertificateProps) {
  return (
    <div data-slot="certificate-page" className="flex min-h-dvh flex-col">
      <Header isSignedIn={isSignedIn} />
      <main className="flex w-full flex-1 flex-col px-4 py-12 sm:px-8">
        {certificate ? (
          <CertificateView certificate={certificate} pdfHref={pdfHref} />
        ) : (
          <Loader label="Loading certificate" />
        )}
      </main>
      <Footer />
    </div>
  );
}
