'use client';

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Link, useUiRoutes } from '../Link';

/** The spec's fallback text for an error with nothing more specific to say (section 8). */
const PAGE_ERROR_TEXT = 'Something went wrong';

export type PageErrorProps = ComponentProps<'main'> & {
  /** Tries again; the app reloads the page (a new deploy's files, a passing network fault). */
  onReload: () => void;
};

/**
 * Shown instead of a page that failed to load or render (for example its code file is gone after a new
 * deploy), so people get words and a way forward rather than a stack trace.
 */
export function PageError({ onReload, className, ...props }: PageErrorProps) {
  const routes = useUiRoutes();
  return (
    <main
      data-slot="page-error"
      className={cn('flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center', className)}
      {...props}
    >
      <h1 className="text-2xl font-bold sm:text-3xl">{PAGE_ERROR_TEXT}</h1>
      <p className="max-w-md text-dl-muted">This page could not be loaded. Reload to try again.</p>
      <div className="flex flex-wrap items-center justify-center gap-4">
        <Button onClick={onReload}>Reload</Button>
        <Link
          href={routes.home.getHref()}
          className="rounded-dl-control text-dl-muted underline underline-offset-4 hover:text-dl-fg"
        >
          Back to home
        </Link>
      </div>
    </main>
  );
}
