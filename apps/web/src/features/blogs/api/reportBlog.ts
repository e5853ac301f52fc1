import { $api } from '../../../lib/apiClient';

/** POST /reports for a blog (D50): stored once per reader; the page shows the toast. */
export function useReportBlogMutation() {
  return $api.useMutation('post', '/reports', {});
}
