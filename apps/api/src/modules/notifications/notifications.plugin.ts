import fp from 'fastify-plugin';
import { purposeKey } from '../../auth/purpose-keys.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotificationsService, type NotificationsService } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

/** How often each server looks for due digests (a digest due at once is swept straight away too). */
const DIGEST_SWEEP_INTERVAL_MS = 30_000;
/** How often each server prunes people's notifications beyond the newest they keep (ADR 0172). */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export const notificationsPlugin = fp(
  async (app) => {
    let sweeping: Promise<unknown> | undefined;
    let sweepAgain = false;
    let closed = false;
    // One sweep at a time per server; a digest falling due during one gets a sweep right after it.
    const sweep = () => {
      if (closed) return;
      if (sweeping) {
        sweepAgain = true;
        return;
      }
      sweepAgain = false;
      sweeping = service
        .sweepDigests()
        .catch((error: unknown) => app.log.error({ err: error }, 'notification digest sweep failed'))
        .finally(() => {
          sweeping = undefined;
          if (sweepAgain) sweep();
        });
    };
    const service = createNotificationsService({
      notifications: createNotificationsRepository(app.db),
      mailer: app.mailer,
      appOrigin: app.config.appOrigin,
      unsubscribeKey: purposeKey(app.config.jwtSecret, 'unsubscribe'),
      log: app.log,
      now: Date.now,
      onDigestDue: () => setImmediate(sweep),
    });
    app.decorate('notifications', service);
    // Digests survive a restart: they are rows, and the first sweep after start sends the ones that fell due.
    const timer = setInterval(sweep, DIGEST_SWEEP_INTERVAL_MS);
    timer.unref();
    let pruning: Promise<unknown> | undefined;
    const prune = () => {
      if (closed || pruning) return;
      pruning = service
        .pruneNotifications()
        .catch((error: unknown) => app.log.error({ err: error }, 'notification pruning failed'))
        .finally(() => {
          pruning = undefined;
        });
    };
    const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
    pruneTimer.unref();
    app.addHook('onReady', async () => sweep());
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      clearInterval(pruneTimer);
      await Promise.all([sweeping, pruning]);
    });
  },
  { name: 'notifications', dependencies: ['database', 'mail'] },
);
