import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { NOTIFICATION_MESSAGES } from './notifications.service.js';

const etagOf = (version: number) => `"n${version}"`;

export const notificationsHandlers: HandlersOf<
  | 'listNotifications'
  | 'getUnreadNotifications'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'unsubscribeNotifications'
> = {
  async listNotifications(request) {
    const { id } = requireUser(request);
    const { limit = 20, before } = request.query;
    return ok(
      await request.server.notifications.list(id, { limit, before }),
      'Notifications fetched successfully',
    );
  },
  async getUnreadNotifications(request, reply) {
    const { id } = requireUser(request);
    const { unread, version } = await request.server.notifications.unread(id);
    const etag = etagOf(version);
    // The bell polls: while nothing changed it gets 304 and no body (one primary-key read).
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return ok({ unread }, 'Unread notifications counted');
  },
  async markNotificationRead(request) {
    const { id } = requireUser(request);
    return ok(
      await request.server.notifications.markRead(id, request.params.notificationId),
      'Notification marked read',
    );
  },
  async markAllNotificationsRead(request) {
    const { id } = requireUser(request);
    return ok(await request.server.notifications.markAllRead(id), 'All notifications marked read');
  },
  async unsubscribeNotifications(request) {
    await request.server.notifications.unsubscribe(request.params.token);
    return ok(null, NOTIFICATION_MESSAGES.unsubscribed);
  },
};
