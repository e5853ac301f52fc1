import { $api } from '../../../lib/apiClient';

/** GET /profile: first name, last name, email and phone number. */
export const profileQueryOptions = () =>
  $api.queryOptions('get', '/profile', {}, { select: (r) => r.data, meta: { report: 'toast' } });
