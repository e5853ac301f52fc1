import { newId } from '../../db/ids.js';
import { conflict, unauthorized } from '../../http/errors.js';
import type { MediaStore } from '../../media/media-store.js';
import { storeUploadedImage } from '../../media/stored-image.js';
import type { ReceivedFile } from '../../media/multipart-form.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AvatarRepository } from './avatar.repository.js';

/** Avatars are 200 x 200 (spec section 4's crop dialog). */
const AVATAR_SIZE_PX = 200;

/**
 * How many times a new avatar tries to take the place of the current one (ADR 0122): each failed try means
 * another upload of the same user swapped it in between.
 */
const AVATAR_SWAP_ATTEMPTS = 10;

const AVATAR_CHANGED_MEANWHILE = 'The avatar was changed at the same time; please try again';

interface Dependencies {
  users: UsersRepository;
  avatars: AvatarRepository;
  now: () => number;
}

/**
 * D25/D26: the new avatar is checked by content, re-encoded without metadata and stored; the row takes it only
 * while it still holds the avatar it replaces (ADR 0122); then the replaced one goes. A new avatar the row never
 * took is removed, so no file is left that no row names.
 */
export function createAvatarService({ users, avatars, now }: Dependencies) {
  return {
    /** Stores the new avatar and answers its key. */
    async replace(userId: string, file: ReceivedFile, media: MediaStore): Promise<string> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      const stored = await storeUploadedImage(
        media,
        { field: 'avatar', owner: userId, bytes: file.bytes, declaredType: file.mimetype },
        // Whatever the client cropped, the server stores the avatar at the size it is shown (ADR 0092).
        { requireLandscape: false, resizeTo: { width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX } },
      );
      const changes = { avatar_key: stored.key, avatar_id: newId(), updated_at: now() };
      let replacing = user.avatar_key;
      try {
        for (let attempt = 1; ; attempt += 1) {
          if (await avatars.swap(userId, replacing, changes)) break;
          const current = await avatars.keyOf(userId);
          if (current === undefined) throw unauthorized();
          replacing = current;
          if (attempt >= AVATAR_SWAP_ATTEMPTS) throw conflict(AVATAR_CHANGED_MEANWHILE);
        }
      } catch (error) {
        await media.remove(stored.key);
        throw error;
      }
      // Only once the new avatar is saved, so a failure never leaves the user without one.
      await media.remove(replacing);
      return stored.key;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
