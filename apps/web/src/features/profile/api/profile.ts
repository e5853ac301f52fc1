import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, fetchClient } from '../../../lib/apiClient';
import { updateSessionUser } from '../../../lib/sessionUser';

/** GET /profile: first name, last name, email and phone number. */
export const profileQueryOptions = () =>
  $api.queryOptions('get', '/profile', {}, { select: (r) => r.data, meta: { report: 'toast' } });

/** GET /users/certificates: the learner's certificates, newest first; a failure is only logged (none shown). */
export const myCertificatesQueryOptions = () =>
  $api.queryOptions('get', '/users/certificates', {}, { select: (r) => r.data.certificates });

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

/** The cropped avatar is uploaded under this file name (spec section 7: 'file field avatar (named avatar.png)'). */
const AVATAR_FILE_NAME = 'avatar.png';

/**
 * PATCH /users/update-avatar as multipart. The signed-in user takes the new avatar at once, so the sidebar shows
 * it without a reload (D25).
 */
export function useUpdateAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { placement: 'quick' },
    mutationFn: async (image: Blob) => {
      const { data } = await fetchClient.PATCH('/users/update-avatar', {
        body: { avatar: AVATAR_FILE_NAME },
        bodySerializer: () => {
          const form = new FormData();
          // The contract types a binary part as a string; the real part is the cropped image.
          form.append('avatar', image, AVATAR_FILE_NAME);
          return form;
        },
      });
      if (!data) throw new Error('Empty answer for PATCH /users/update-avatar');
      return data;
    },
    // D48: `data` is the user with its new avatar.
    onSuccess: ({ data: updated }) =>
      updateSessionUser(queryClient, (user) => ({ ...user, avatar: updated.avatar })),
  });
}
