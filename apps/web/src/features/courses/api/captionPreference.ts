import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';

type CachedPreference = CachedResponse<'/users/caption-preference', 'get'>;

/**
 * GET /users/caption-preference: whether the learner watches with captions, and in which language. A missing
 * choice only means captions start off: a failure is logged, never shown.
 */
const captionPreferenceQueryOptions = () =>
  $api.queryOptions('get', '/users/caption-preference', {}, { select: (r) => r.data, staleTime: Infinity });

/**
 * The learner's remembered caption choice (issue 43): the player starts with it, and every change (the
 * Captions toggle, `c`, the language menu) is shown at once and saved. A failed save is only logged: the
 * player already shows the choice, and the next change saves it again.
 */
export function useCaptionPreference(enabled: boolean) {
  const queryClient = useQueryClient();
  const options = captionPreferenceQueryOptions();
  const preference = useQuery({ ...options, enabled });
  const save = $api.useMutation('put', '/users/caption-preference', {
    onMutate: ({ body }) => {
      queryClient.setQueryData<CachedPreference>(options.queryKey, (old) =>
        old ? { ...old, data: body } : { statusCode: 200, data: body, message: '', success: true },
      );
    },
    meta: { report: 'log' },
  });
  return {
    preference: preference.data ?? null,
    change: (next: { enabled: boolean; language: string | null }) => save.mutate({ body: next }),
  };
}
