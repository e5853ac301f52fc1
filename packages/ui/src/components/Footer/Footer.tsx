'use client';

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FOOTER_COPYRIGHT_YEAR } from '../../lib/product';
import { Link, useUiRoutes } from '../Link';

/** An outside profile listed under 'Follow us'. */
interface SocialLink {
  label: string;
  href: string;
}

const socialLinks: SocialLink[] = [
  { label: 'GitHub', href: 'https://github.com' },
  { label: 'YouTube', href: 'https://www.youtube.com' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com' },
];

/** The spec shows these as placeholders: named, but with no page behind them yet. */
const legalPlaceholders = ['Support', 'Privacy Policy', 'Terms & Conditions'];

export type FooterProps = ComponentProps<'footer'>;

const headingClass = 'mb-3 text-sm font-semibold tracking-wide text-dl-fg uppercase';
const linkClass = 'rounded-dl-control text-dl-muted hover:text-dl-fg hover:underline';

/** The site footer: Company, Follow us, Legal and the copyright line. */
export function Footer({ className, ...props }: FooterProps) {
  const routes = useUiRoutes();
  return (
    <footer data-slot="footer" className={cn('border-t border-dl-line bg-dl-surface', className)} {...props}>
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-8">
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            Company
          </h2>
          <ul className="space-y-2">
            <li>
              <Link href={routes.site.about.getHref()} className={linkClass}>
                About Us
              </Link>
            </li>
            <li>
              <Link href={routes.contact.getHref()} className={linkClass}>
                Contact us
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={headingClass}>
            Follow us
          </h2>
          <ul className="space-y-2">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a href={social.href} className={linkClass} target="_blank" rel="noreferrer noopener">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            Legal
          </h2>
          <ul className="space-y-2 text-dl-muted">
            {legalPlaceholders.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t border-dl-line px-4 py-4 text-center text-sm text-dl-muted">
        © {FOOTER_COPYRIGHT_YEAR} DevLearn. All rights reserved.
      </p>
    </footer>
  );
}
