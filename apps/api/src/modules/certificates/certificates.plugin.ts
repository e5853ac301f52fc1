import fp from 'fastify-plugin';
import { createCertificatesRepository } from './certificates.repository.js';
import { createCertificatesService, type CertificatesService } from './certificates.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    certificates: CertificatesService;
  }
}

/** How often each server looks for certificate mails that did not go (ADR 0167). */
const MAIL_SWEEP_INTERVAL_MS = 60_000;

export const certificatesPlugin = fp(
  async (app) => {
    const service = createCertificatesService({
      certificates: createCertificatesRepository(app.db),
      mailer: app.mailer,
      appOrigin: app.config.appOrigin,
      log: app.log,
      now: Date.now,
    });
    app.decorate('certificates', service);
    // The notification digests' shape (notifications.plugin.ts): one sweep at a time per server, at start and
    // on an unreferenced timer, so mails a dead process left behind go out after a restart.
    let sweeping: Promise<unknown> | undefined;
    const sweep = () => {
      sweeping ??= service
        .sweepMail()
        .catch((error: unknown) => app.log.error({ err: error }, 'certificate mail sweep failed'))
        .finally(() => {
          sweeping = undefined;
        });
    };
    const timer = setInterval(sweep, MAIL_SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => sweep());
    // Before the mailer closes (hooks run in reverse order of registration): the mails on their way go out.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await service.settle();
      await sweeping;
    });
  },
  { name: 'certificates', dependencies: ['database', 'mail'] },
);
