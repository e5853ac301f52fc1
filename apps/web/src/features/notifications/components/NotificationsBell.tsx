import { NotificationBell } from '@devlearn/ui';
import { useState } from 'react';
import {
  toListItem,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
  useUnreadNotifications,
} from '../api/notifications';

/**
 * The dashboard header's bell (issue 42): the unread count polled while the page is open, the list loaded when
 * it opens; following an item marks it read.
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications(true);
  const list = useNotificationList(open);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const markOne = (notificationId: string) => markRead.mutate({ params: { path: { notificationId } } });
  return (
    <NotificationBell
      unreadCount={unread.data ?? list.data?.unread ?? 0}
      open={open}
      onOpenChange={setOpen}
      notifications={(list.data?.notifications ?? []).map(toListItem)}
      isLoading={open && list.isPending}
      error={list.isError ? 'Notifications could not be loaded' : null}
      onRetry={() => void list.refetch()}
      onMarkRead={markOne}
      onMarkAllRead={() => markAllRead.mutate({})}
    />
  );
}
