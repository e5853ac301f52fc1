import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/apiClient';
import { updateSessionUser } from '../../../lib/sessionUser';
import { profileQueryOptions } from './getProfile';

/** PATCH /profile: the answer replaces the cached profile and the signed-in user's names, email and phone. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/profile', {
    // Spec section 4: profile toasts sit bottom right for 2000 ms, failures included.
    meta: { placement: 'quick' },
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, response);
      updateSessionUser(queryClient, (user) => ({ ...user, ...response.data }));
    },
  });
}
