import { $api } from '../../../lib/apiClient';

/** GET /users/certificates: the learner's certificates, newest first (the profile's Certificates section). */
export const myCertificatesQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/users/certificates',
    {},
    { select: (r) => r.data.certificates, meta: { report: 'log' } },
  );
