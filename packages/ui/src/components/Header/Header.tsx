'use client';

import { GraduationCap } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Link, useUiRoutes } from '../Link';

export type HeaderProps = ComponentProps<'header'> & {
  /** Signed-in visitors get a 'Courses' button to the dashboard instead of 'Sign In'. Default: false. */
  isSignedIn?: boolean;
  /**
   * Controls shown before 'Sign In' or 'Courses', e.g. the signed-in area's `NotificationBell`.
   * @default none
   */
  actions?: ReactNode;
};

/** The site's header: the brand linking home, any `actions` (the bell), and 'Sign In' or 'Courses'. */
export function Header({ isSignedIn = false, actions, className, ...props }: HeaderProps) {
  const routes = useUiRoutes();
  return (
    <header
      data-slot="header"
      data-state={isSignedIn ? 'signed-in' : 'signed-out'}
      className={cn(
        'mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-8',
        className,
      )}
      {...props}
    >
      <Link
        href={routes.home.getHref()}
        className="flex items-center gap-2 rounded-dl-control text-xl font-bold text-dl-fg"
      >
        <GraduationCap aria-hidden className="size-7 text-dl-ring" />
        DevLearn
      </Link>
      <div className="flex items-center gap-2">
        {actions}
        {isSignedIn ? (
          <Button asChild>
            <Link href={routes.dashboard.courses.getHref()}>Courses</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link href={routes.auth.login.getHref()}>Sign In</Link>
          </Button>
        )}
      </div>
    </header>
  );
}
