'use client';

import { GraduationCap } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { cardVariants } from '../Card/Card';
import { Link, useUiRoutes } from '../Link';

export type AuthLayoutProps = Omit<ComponentProps<'main'>, 'title'> & {
  /** The page heading, e.g. 'Sign In'. */
  title: ReactNode;
  /** A line under the heading. Default: none. */
  description?: ReactNode;
  /** Shown under the card, e.g. a link to register. Default: none. */
  footer?: ReactNode;
};

/** The centred layout of every /auth page: brand, a card with heading and content, and an optional footer line. */
export function AuthLayout({ title, description, footer, className, children, ...props }: AuthLayoutProps) {
  const routes = useUiRoutes();
  return (
    <main
      data-slot="auth-layout"
      className={cn('flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10', className)}
      {...props}
    >
      <Link
        href={routes.home.getHref()}
        className="flex items-center gap-2 rounded-dl-control text-xl font-bold text-dl-fg"
      >
        <GraduationCap aria-hidden className="size-7 text-dl-ring" />
        DevLearn
      </Link>
      <section aria-labelledby="auth-title" className={cn(cardVariants(), 'w-full max-w-md p-6 sm:p-8')}>
        <h1 id="auth-title" className="text-2xl font-bold">
          {title}
        </h1>
        {description ? <p className="mt-2 text-dl-muted">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
      {footer ? <div className="text-sm text-dl-muted">{footer}</div> : null}
    </main>
  );
}
