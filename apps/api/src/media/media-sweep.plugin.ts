import type { FastifyInstance } from 'fastify';
import { MEDIA_SWEEP, sweepOrphanedMedia } from './media-sweep.js';

/**
 * Runs the orphan sweep in the background (ADR 0123): once shortly after start, then every hour, each run going
 * on where the last one stopped. A run never overlaps the next, and closing the app waits for the one running.
 */
export function scheduleMediaSweeps(
  app: FastifyInstance,
  timing: { firstRunDelayMs: number; intervalMs: number } = MEDIA_SWEEP,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let after: string | undefined;
  let closed = false;

  const run = async () => {
    try {
      const result = await sweepOrphanedMedia({ db: app.db, media: app.media }, { after });
      after = result.next;
      if (result.removed.length > 0) {
        app.log.info({ removed: result.removed.length, listed: result.listed }, 'orphaned media removed');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'media sweep failed');
    }
  };
  const schedule = (delayMs: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        schedule(timing.intervalMs);
      });
    }, delayMs);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule(timing.firstRunDelayMs));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
