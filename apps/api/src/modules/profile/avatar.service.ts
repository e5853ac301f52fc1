import { newId } from '../../db/ids.js';
import { unauthorized } from '../../http/errors.js';
import type { MediaStore } from '../../media/media-store.js';
import { storeUploadedImage } from '../../media/stored-image.js';
import type { ReceivedFile } from '../../media/multipart-form.js';
import { avatarOf, type AvatarResponse } from '../users/user-presenter.js';
import type { UsersRepository } from '../users/users.repository.js';

/** Avatars are 200 x 200 (spec section 4's crop dialog). */
const AVATAR_SIZE_PX = 200;

interface Dependencies {
  users: UsersRepository;
  now: () => number;
}

/** D25/D26: the new avatar is checked by content, re-encoded without metadata, stored; then the old one goes. */
export function createAvatarService({ users, now }: Dependencies) {
  return {
    async replace(userId: string, file: ReceivedFile, media: MediaStore): Promise<AvatarResponse> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      const stored = await storeUploadedImage(
        media,
        { field: 'avatar', bytes: file.bytes, declaredType: file.mimetype },
        // Whatever the client cropped, the server stores the avatar at the size it is shown (ADR 0092).
        { requireLandscape: false, resizeTo: { width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX } },
      );
      const changes = { avatar_key: stored.key, avatar_id: newId(), updated_at: now() };
      try {
        await users.update(userId, changes);
      } catch (error) {
        await media.remove(stored.key);
        throw error;
      }
      // Only once the new avatar is saved, so a failure never leaves the user without one.
      await media.remove(user.avatar_key);
      return avatarOf(changes) as AvatarResponse;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
