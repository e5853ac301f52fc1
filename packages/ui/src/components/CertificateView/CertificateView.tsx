import { BadgeCheck, Download } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { buttonVariants } from '../Button/Button';
import { cardVariants } from '../Card/Card';

/** What the public page shows (structurally a contract `CertificateVerification`; D51: nothing else). */
export type CertificateViewCertificate = {
  /** The verification id (random, in the page's URL). */
  id: string;
  /** The learner's first and last name, or their username. */
  learnerName: string;
  courseTitle: string;
  /** When it was issued (ISO date-time). */
  issuedAt: string;
};

export type CertificateViewProps = Omit<ComponentProps<'article'>, 'children'> & {
  certificate: CertificateViewCertificate;
  /** The PDF's address (the API's download, not an app route: a plain link that downloads). */
  pdfHref: string;
};

/**
 * The public verification page's body (D51): the learner's name, the course, the date of issue and the
 * verification id, a statement that DevLearn issued it, and a **Download PDF** link. No state and no client code,
 * so the server renders it whole (an unknown id is the app's 404, not a state of this component).
 */
export function CertificateView({ certificate, pdfHref, className, ...props }: CertificateViewProps) {
  const issued = formatLongDate(certificate.issuedAt);
  return (
    <article
      data-slot="certificate-view"
      className={cn(
        cardVariants(),
        'mx-auto flex w-full max-w-2xl flex-col items-center gap-6 p-8 text-center',
        className,
      )}
      {...props}
    >
      <p className="text-sm font-semibold tracking-widest text-dl-muted uppercase">DevLearn</p>
      <h1 className="font-dl-display text-3xl font-bold">Certificate of Completion</h1>
      <div className="flex flex-col gap-2">
        <p className="text-dl-muted">This certifies that</p>
        <p data-selectable className="text-2xl font-bold">
          {certificate.learnerName}
        </p>
        <p className="text-dl-muted">completed the course</p>
        <p data-selectable className="text-xl font-semibold">
          {certificate.courseTitle}
        </p>
        <p className="text-dl-muted">
          on <time dateTime={certificate.issuedAt}>{issued}</time>
        </p>
      </div>
      <p className="flex items-center gap-2 text-sm font-semibold text-dl-success">
        <BadgeCheck aria-hidden className="size-5 shrink-0" />
        Verified: DevLearn issued this certificate.
      </p>
      <dl className="m-0 flex flex-col gap-1 text-sm">
        <dt className="text-dl-muted">Verification ID</dt>
        <dd data-selectable className="m-0 font-mono break-all">
          {certificate.id}
        </dd>
      </dl>
      <a href={pdfHref} download className={buttonVariants()}>
        <Download aria-hidden />
        Download PDF
      </a>
    </article>
  );
}
