import { $api } from '../../../lib/apiClient';

/**
 * GET /certificates/{certificateId}: the public verification (D51). An unknown id is a 404 the page shows as
 * "not found", so it is neither retried nor reported.
 */
export const certificateQueryOptions = (certificateId: string) =>
  $api.queryOptions(
    'get',
    '/certificates/{certificateId}',
    { params: { path: { certificateId } } },
    { select: (r) => r.data, retry: false },
  );
