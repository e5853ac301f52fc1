import { requireUser } from '../../auth/request-user.js';
import { takeAttempt } from '../../auth/rate-limits.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { created, ok } from '../../http/envelope.js';
import { MODERATION_MESSAGES } from './moderation.service.js';

export const moderationHandlers: HandlersOf<'reportContent' | 'listModerationQueue' | 'moderateContent'> = {
  async reportContent(request) {
    const { id } = requireUser(request);
    await takeAttempt(request.server.reportLimiter, id);
    const isNew = await request.server.moderation.report(id, request.body);
    // A second report of the same thing by the same person changes nothing and reads the same.
    return isNew ? created(null, MODERATION_MESSAGES.reported) : ok(null, MODERATION_MESSAGES.reported);
  },
  async listModerationQueue(request) {
    const { id } = requireUser(request);
    return ok(
      await request.server.moderation.queue(id, request.query.page ?? 1),
      'Reports fetched successfully',
    );
  },
  async moderateContent(request) {
    const { id } = requireUser(request);
    const { targetType, targetId } = request.params;
    const { item, message } = await request.server.moderation.act(
      id,
      targetType,
      targetId,
      request.body.action,
    );
    return ok(item, message);
  },
};
