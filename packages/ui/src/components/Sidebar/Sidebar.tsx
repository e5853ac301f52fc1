import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { SidebarNavList, type SidebarUser } from './SidebarNavList';

export type SidebarProps = {
  /** The signed-in user; without one the profile entry reads 'Guest'. */
  user: SidebarUser | null;
  /** The current path (with its query), to mark the current link. @default none */
  currentPath?: string;
  onLogout: () => void;
  className?: string;
};

/**
 * The dashboard navigation. From 768 px: a rail fixed to the left, 60 px wide, that widens to 300 px on hover
 * and while it holds keyboard focus, so keyboard users see the names too. Below 768 px: a 'Open menu' button
 * opening a slide-in panel (a Radix Dialog: focus stays inside, Escape closes).
 */
export function Sidebar({ user, currentPath, onLogout, className }: SidebarProps) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  return (
    <>
      <nav
        aria-label="Dashboard"
        data-slot="sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden overflow-hidden border-r border-line bg-surface px-[6px] py-4 md:block',
          'w-sidebar-rail transition-[width] duration-200 hover:w-sidebar-open focus-within:w-sidebar-open',
          'hover:shadow-card focus-within:shadow-card',
          className,
        )}
      >
        <SidebarNavList user={user} currentPath={currentPath} onLogout={onLogout} />
      </nav>

      <div
        data-slot="sidebar-mobile-bar"
        className="sticky top-0 z-30 flex h-14 items-center border-b border-line bg-surface px-3 md:hidden"
      >
        <Dialog.Root open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <Menu aria-hidden />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 md:hidden" />
            <Dialog.Content
              data-slot="sidebar-mobile-menu"
              aria-describedby={undefined}
              className={cn(
                'fixed inset-y-0 left-0 z-50 flex w-sidebar-open max-w-[85vw] flex-col gap-4 border-r border-line bg-surface p-4 text-fg md:hidden',
                'transition-transform duration-200 starting:-translate-x-full',
              )}
            >
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Close menu">
                    <X aria-hidden />
                  </Button>
                </Dialog.Close>
              </div>
              <nav aria-label="Dashboard" className="flex-1">
                <SidebarNavList
                  user={user}
                  currentPath={currentPath}
                  onLogout={onLogout}
                  onNavigate={() => setIsMenuOpen(false)}
                />
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </>
  );
}
