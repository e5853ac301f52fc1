'use client';

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { Sidebar, type SidebarUser } from '../../components/Sidebar';

export type DashboardLayoutProps = {
  /** The signed-in user (the sidebar's profile entry); null shows 'Guest'. */
  user: SidebarUser | null;
  /** The current path with its query, to mark the current sidebar link. @default none */
  currentPath?: string;
  onLogout: () => void;
  /** The moderation page, for a moderator (D50): a 'Moderation' entry in the sidebar. @default none */
  moderationHref?: string;
  /** Controls in the header before 'Courses': the app's `NotificationBell`. @default none */
  headerActions?: ReactNode;
  /** Learn pages hide the header and the footer (spec section 2). @default false */
  hideHeaderAndFooter?: boolean;
  /** The page. */
  children: ReactNode;
  className?: string;
};

/**
 * The signed-in area's frame: the sidebar (a 60 px rail on desktop, a menu button on mobile), the header,
 * the page in `<main>`, and the footer.
 */
export function DashboardLayout({
  user,
  currentPath,
  onLogout,
  moderationHref,
  headerActions,
  hideHeaderAndFooter = false,
  children,
  className,
}: DashboardLayoutProps) {
  return (
    <div
      data-slot="dashboard-layout"
      className={cn('flex min-h-dvh flex-col md:pl-dl-sidebar-rail', className)}
    >
      <Sidebar user={user} currentPath={currentPath} onLogout={onLogout} moderationHref={moderationHref} />
      {hideHeaderAndFooter ? null : <Header isSignedIn={user !== null} actions={headerActions} />}
      {/* At least a screen tall, so the footer starts below the fold and data filling the page never pushes
          it (no layout shift: the CLS budget, bench/README.md). */}
      <main className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 sm:px-8">{children}</main>
      {hideHeaderAndFooter ? null : <Footer />}
    </div>
  );
}
