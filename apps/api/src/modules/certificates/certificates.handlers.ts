import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

// A certificate never changes once issued (D51) and its PDF is made from it alone, byte for byte the same.
const PDF_CACHE = 'public, max-age=86400';

export const certificatesHandlers: HandlersOf<'listCertificates' | 'getCertificate' | 'getCertificatePdf'> = {
  async listCertificates(request) {
    const { id } = requireUser(request);
    return ok(await request.server.certificates.ofUser(id), 'Certificates fetched successfully');
  },
  async getCertificate(request) {
    return ok(await request.server.certificates.verify(request.params.certificateId), 'Certificate verified');
  },
  /** The PDF as a download; limited per address (rate-limits.ts), as it is the costly path. */
  async getCertificatePdf(request, reply) {
    const { certificateId } = request.params;
    const pdf = await request.server.certificates.pdf(certificateId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="devlearn-certificate-${certificateId}.pdf"`)
      .header('cache-control', PDF_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf));
  },
};
