import { $api } from '../../../lib/apiClient';

/** GET /profile: first name, last name, email and phone number. */
export const profileQueryOptions = () =>
  $api.queryOptions('get', '/profile', {}, { select: (r) => r.data, meta: { report: 'toast' } });

/** GET /users/certificates: the learner's certificates, newest first; a failure is only logged (none shown). */
export const myCertificatesQueryOptions = () =>
  $api.queryOptions('get', '/users/certificates', {}, { select: (r) => r.data.certificates });
