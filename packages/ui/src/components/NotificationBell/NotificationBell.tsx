'use client';

import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { cardVariants } from '../Card/Card';
import { NotificationList, type NotificationListProps } from '../NotificationList';

/** Above this the badge, and so the accessible name, read '99+' (WCAG 2.5.3: the name holds what is seen). */
const BADGE_MAX = 99;

export type NotificationBellProps = Omit<NotificationListProps, 'className' | 'onNavigate'> & {
  /** Unread notifications: in the button's accessible name ('Notifications, 3 unread') and its badge. */
  unreadCount: number;
  /** Whether the list is shown; uncontrolled when omitted. @default none */
  open?: boolean;
  /** The list opened or closed (the app loads the list when it opens). @default none */
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

const badgeText = (unreadCount: number) => (unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : String(unreadCount));

/** The button's accessible name: 'Notifications', with the unread count as the badge shows it, when there is any. */
export function notificationBellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${badgeText(unreadCount)} unread` : 'Notifications';
}

/**
 * The dashboard header's bell (issue 42): a button named 'Notifications' whose name carries the unread count,
 * with a badge, opening the NotificationList in a Radix popover (focus moves in, Escape closes and returns focus
 * to the bell). Following an item's link closes the popover.
 */
export function NotificationBell({
  unreadCount,
  open: openProp,
  onOpenChange,
  className,
  ...listProps
}: NotificationBellProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          data-slot="notification-bell"
          aria-label={notificationBellLabel(unreadCount)}
          className={cn('relative', className)}
        >
          <Bell aria-hidden />
          {unreadCount > 0 ? (
            <span
              aria-hidden
              data-slot="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-dl-pill bg-dl-danger-strong px-1 text-xs font-bold text-white tabular-nums"
            >
              {badgeText(unreadCount)}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className={cn(
            cardVariants(),
            'z-50 max-h-[70vh] w-[min(92vw,24rem)] overflow-y-auto p-3 text-dl-fg',
          )}
        >
          <NotificationList {...listProps} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
