import { $api } from '../../../lib/apiClient';

/** GET /moderation/reports?page=1: what has open reports, for moderators; anyone else gets the server's 403. */
export const moderationQueueQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/moderation/reports',
    { params: { query: { page: 1 } } },
    { select: (r) => r.data },
  );
