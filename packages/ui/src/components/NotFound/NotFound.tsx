'use client';

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Link, useUiRoutes } from '../Link';

const NOT_FOUND_TEXT = '404 Page not found | Not Design yet';

export type NotFoundProps = ComponentProps<'main'>;

/** Shown for any unknown path, with the spec's text and a way back home. */
export function NotFound({ className, ...props }: NotFoundProps) {
  const routes = useUiRoutes();
  return (
    <main
      data-slot="not-found"
      className={cn('flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center', className)}
      {...props}
    >
      <h1 className="text-2xl font-bold sm:text-3xl">{NOT_FOUND_TEXT}</h1>
      <Link
        href={routes.home.getHref()}
        className="rounded-dl-control text-dl-muted underline underline-offset-4 hover:text-dl-fg"
      >
        Back to home
      </Link>
    </main>
  );
}
