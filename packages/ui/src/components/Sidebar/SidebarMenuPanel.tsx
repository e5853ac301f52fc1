'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { SidebarNavList, type SidebarUser } from './SidebarNavList';

export interface SidebarMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Open menu' button: focus goes back to it when the panel closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  user: SidebarUser | null;
  currentPath?: string;
  onLogout: () => void;
  moderationHref?: string;
}

/**
 * The mobile menu's slide-in panel (a Radix Dialog: focus stays inside, Escape closes). A module of its own, loaded
 * when the menu first opens: the dialog and its scroll lock are not in a dashboard page's first bytes.
 */
export default function SidebarMenuPanel({
  open,
  onOpenChange,
  triggerRef,
  user,
  currentPath,
  onLogout,
  moderationHref,
}: SidebarMenuPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 md:hidden" />
        <Dialog.Content
          data-slot="sidebar-mobile-menu"
          aria-describedby={undefined}
          // The trigger is a plain button (the dialog is not loaded with it), so focus is sent back by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-dl-sidebar-open max-w-[85vw] flex-col gap-4 border-r border-dl-line bg-dl-surface p-4 text-dl-fg md:hidden',
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
              moderationHref={moderationHref}
              onNavigate={() => onOpenChange(false)}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
