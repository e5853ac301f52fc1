'use client';

import { Award } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { cardVariants } from '../Card/Card';
import { Link } from '../Link';
import { Loader } from '../Loader';

/** One certificate of the learner (structurally a contract `Certificate`; the list needs these fields). */
export type CertificateListItem = {
  id: string;
  courseTitle: string;
  /** When it was issued (ISO date-time). */
  issuedAt: string;
};

export type CertificateListProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The learner's certificates, newest first; null while they load. */
  certificates: readonly CertificateListItem[] | null;
  /** Where a certificate's page is (the app's `/certificates/{id}` route). */
  certificateHref: (id: string) => string;
};

/**
 * The profile's **Certificates** section: one link per certificate to its public page, with the course and the
 * date of issue; an empty state says how to earn one.
 */
export function CertificateList({
  certificates,
  certificateHref,
  className,
  ...props
}: CertificateListProps) {
  const headingId = useId();
  return (
    <section
      data-slot="certificate-list"
      aria-labelledby={headingId}
      className={cn(cardVariants({ elevation: 'flat' }), 'flex flex-col gap-3 p-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-bold">
        Certificates
      </h2>
      {certificates === null ? (
        <Loader label="Loading certificates" />
      ) : certificates.length === 0 ? (
        <p className="text-sm text-dl-muted">
          No certificates yet. Complete every lesson of a course to earn its certificate.
        </p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-1 p-0">
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <Link
                href={certificateHref(certificate.id)}
                className="flex items-center gap-3 rounded-dl-control px-3 py-2 text-sm hover:bg-dl-surface-raised"
              >
                <Award aria-hidden className="size-5 shrink-0 text-dl-success" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">{certificate.courseTitle}</span>
                  <span className="text-xs text-dl-muted">
                    Issued <time dateTime={certificate.issuedAt}>{formatLongDate(certificate.issuedAt)}</time>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
