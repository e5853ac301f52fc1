import { NotificationBell } from '@devlearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { $api } from '../../../lib/apiClient';
import { contentHref } from '../../../lib/contentLinks';
import { refetchApi } from '../../../lib/queryKeys';

/**
 * How often the bell asks for the unread count while a page is open (issue 42). The answer carries an ETag and
 * `no-cache`, so the browser revalidates it and the server answers 304 without a body while nothing changed.
 */
const UNREAD_POLL_MS = 10_000;

/**
 * The dashboard header's bell (issue 42): GET /notifications/unread polled while the page is open, the first
 * page of GET /notifications loaded when it opens; following an item marks it read, and after a change both
 * reads answer again. A failure is only logged.
 */
export function NotificationsBell() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = $api.useQuery(
    'get',
    '/notifications/unread',
    {},
    {
      refetchInterval: UNREAD_POLL_MS,
      refetchIntervalInBackground: false,
      select: (answer) => answer.data.unread,
    },
  );
  const list = $api.useQuery('get', '/notifications', {}, { enabled: open, select: (answer) => answer.data });
  const refresh = () => refetchApi(queryClient, '/notifications/unread', '/notifications');
  const markRead = $api.useMutation('post', '/notifications/{notificationId}/read', {
    meta: { report: 'log' },
    onSuccess: refresh,
  });
  const markAllRead = $api.useMutation('post', '/notifications/read-all', {
    meta: { report: 'log' },
    onSuccess: refresh,
  });
  return (
    <NotificationBell
      unreadCount={unread.data ?? list.data?.unread ?? 0}
      open={open}
      onOpenChange={setOpen}
      notifications={(list.data?.notifications ?? []).map((item) => ({
        ...item,
        href: contentHref(item.target),
      }))}
      isLoading={open && list.isPending}
      error={list.isError ? 'Notifications could not be loaded' : null}
      onRetry={() => void list.refetch()}
      onMarkRead={(notificationId) => markRead.mutate({ params: { path: { notificationId } } })}
      onMarkAllRead={() => markAllRead.mutate({})}
    />
  );
}
