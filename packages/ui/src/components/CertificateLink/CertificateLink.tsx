import { Award } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Link, type LinkProps } from '../Link';

export type CertificateLinkProps = Omit<LinkProps, 'children'> & {
  /** The certificate's page (`/certificates/{id}`). */
  href: string;
  /** The course, said after the link's text to screen readers where several cards each have one. @default none */
  courseTitle?: string;
};

/**
 * The mark of an earned certificate (D51): a 'View certificate' link with an award icon. On a card whose whole
 * surface is a stretched link it sits above it (`relative z-10`), so it stays a link of its own.
 */
export function CertificateLink({ href, courseTitle, className, ...props }: CertificateLinkProps) {
  return (
    <Link
      href={href}
      data-slot="certificate-link"
      className={cn(
        'relative z-10 inline-flex items-center gap-1.5 self-start rounded-dl-control text-sm font-semibold text-dl-success hover:underline',
        className,
      )}
      {...props}
    >
      <Award aria-hidden className="size-4 shrink-0" />
      View certificate
      {courseTitle ? <span className="sr-only"> of {courseTitle}</span> : null}
    </Link>
  );
}
