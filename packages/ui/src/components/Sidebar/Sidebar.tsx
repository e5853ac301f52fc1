'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { SidebarNavList, type SidebarUser } from './SidebarNavList';

const SidebarMenuPanel = lazy(() => import('./SidebarMenuPanel'));

export type SidebarProps = {
  /** The signed-in user; without one the profile entry reads 'Guest'. */
  user: SidebarUser | null;
  /** The current path (with its query), to mark the current link. @default none */
  currentPath?: string;
  onLogout: () => void;
  /** The moderation page, for a moderator (D50): adds a 'Moderation' entry. @default none */
  moderationHref?: string;
  className?: string;
};

/**
 * The dashboard navigation. From 768 px: a rail fixed to the left, 60 px wide, that widens to 300 px on hover
 * and while it holds keyboard focus, so keyboard users see the names too. Below 768 px: a 'Open menu' button
 * opening a slide-in panel (a Radix Dialog: focus stays inside, Escape closes, focus returns to the button), loaded
 * on the first open.
 */
export function Sidebar({ user, currentPath, onLogout, moderationHref, className }: SidebarProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // The panel (and the dialog library) is loaded on the first open, then kept for its closing and later opens.
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <nav
        aria-label="Dashboard"
        data-slot="sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden overflow-hidden border-r border-dl-line bg-dl-surface px-[6px] py-4 md:block',
          'w-dl-sidebar-rail transition-[width] duration-200 hover:w-dl-sidebar-open focus-within:w-dl-sidebar-open',
          'hover:shadow-dl-card focus-within:shadow-dl-card',
          className,
        )}
      >
        <SidebarNavList
          user={user}
          currentPath={currentPath}
          onLogout={onLogout}
          moderationHref={moderationHref}
        />
      </nav>

      <div
        data-slot="sidebar-mobile-bar"
        className="sticky top-0 z-30 flex h-14 items-center border-b border-dl-line bg-dl-surface px-3 md:hidden"
      >
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onClick={() => {
            setWasMenuOpened(true);
            setIsMenuOpen(true);
          }}
        >
          <Menu aria-hidden />
        </Button>
        {wasMenuOpened ? (
          <Suspense fallback={null}>
            <SidebarMenuPanel
              open={isMenuOpen}
              onOpenChange={setIsMenuOpen}
              triggerRef={menuButton}
              user={user}
              currentPath={currentPath}
              onLogout={onLogout}
              moderationHref={moderationHref}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
