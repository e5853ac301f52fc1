import { $api } from '../../../lib/apiClient';

/** GET /users/self: the signed-in user (the token sign-in of the Google callback reads it). */
export const selfQueryOptions = () => $api.queryOptions('get', '/users/self', {}, { select: (r) => r.data });
