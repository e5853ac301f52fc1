import fp from 'fastify-plugin';
import { createAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limiter.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { createModerationRepository } from './moderation.repository.js';
import { createModerationService, REPORTS_PER_HOUR, type ModerationService } from './moderation.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    moderation: ModerationService;
    /** Issue 42: at most 10 reports per person per hour. */
    reportLimiter: AttemptLimiter;
  }
}

export const moderationPlugin = fp(
  async (app) => {
    const comments = createCommentsRepository(app.db);
    app.decorate(
      'moderation',
      createModerationService({
        moderation: createModerationRepository(app.db, app.dbDialect),
        setCommentState: (commentId, state) => comments.setModerationState(commentId, state),
        now: Date.now,
      }),
    );
    app.decorate(
      'reportLimiter',
      createAttemptLimiter('reports', { max: REPORTS_PER_HOUR, windowMs: 60 * 60 * 1000 }, app.redis),
    );
  },
  { name: 'moderation', dependencies: ['database', 'redis'] },
);
