import fp from 'fastify-plugin';
import { createCertificatesRepository } from './certificates.repository.js';
import { createCertificatesService, type CertificatesService } from './certificates.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    certificates: CertificatesService;
  }
}

export const certificatesPlugin = fp(
  async (app) => {
    const service = createCertificatesService({
      certificates: createCertificatesRepository(app.db),
      mailer: app.mailer,
      appOrigin: app.config.appOrigin,
      log: app.log,
    });
    app.decorate('certificates', service);
    // Before the mailer closes (hooks run in reverse order of registration): the mails on their way go out.
    app.addHook('onClose', () => service.settle());
  },
  { name: 'certificates', dependencies: ['database', 'mail'] },
);
