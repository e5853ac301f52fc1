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
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
