import type { Schemas } from '@devlearn/api-client';
import type { NotificationListItem } from '@devlearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { contentHref } from '../../../lib/contentLinks';
import { queryKeys } from '../../../lib/queryKeys';

/**
 * How often the bell asks for the unread count while a page is open (issue 42). The answer carries an ETag and
 * `no-cache`, so the browser revalidates it and the server answers 304 without a body while nothing changed.
 */
export const UNREAD_POLL_MS = 10_000;

/** GET /notifications/unread, polled while the page is open; a failure is only logged. */
export function useUnreadNotifications(enabled: boolean) {
  return $api.useQuery(
    'get',
    '/notifications/unread',
    {},
    {
      enabled,
      refetchInterval: UNREAD_POLL_MS,
      refetchIntervalInBackground: false,
      select: (answer) => answer.data.unread,
      meta: { report: 'log' },
    },
  );
}

/** GET /notifications, the first page, loaded when the bell opens. */
export function useNotificationList(enabled: boolean) {
  return $api.useQuery(
    'get',
    '/notifications',
    {},
    {
      enabled,
      select: (answer) => answer.data,
      meta: { report: 'log' },
    },
  );
}

export function toListItem(notification: Schemas['Notification']): NotificationListItem {
  return { ...notification, href: contentHref(notification.target) };
}

/** Both reads answer again after a change (the count and the list). */
function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.api('/notifications/unread') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.api('/notifications') }),
    ]);
  };
}

/** POST /notifications/{id}/read. */
export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return $api.useMutation('post', '/notifications/{notificationId}/read', {
    meta: { report: 'log' },
    onSuccess: refresh,
  });
}

/** POST /notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const refresh = useRefreshNotifications();
  return $api.useMutation('post', '/notifications/read-all', { meta: { report: 'log' }, onSuccess: refresh });
}
