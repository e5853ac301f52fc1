import path from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const outboxDir = path.join(app.config.dataDir, 'outbox');
    const mailer = await createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir,
      log: app.log,
      logLinks: !app.config.production,
    });
    if (!app.config.smtpUrl && app.config.production) {
      // Nobody receives these mails until an operator sets SMTP_URL or reads the folder (ADR 0128).
      app.log.warn(
        { outboxDir },
        'SMTP_URL is not set: mail (verification links, reset codes) is written to the outbox folder, not sent',
      );
    }
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
