import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { updateSessionUser } from '../../../lib/sessionUser';

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
