import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { invalidField } from '../../http/errors.js';
import { readMultipartForm } from '../../media/multipart-form.js';

const AVATAR_MESSAGES = {
  required: 'Avatar is required',
  updated: 'Avatar updated successfully!',
} as const;

const AVATAR_FIELD = 'avatar';

export const avatarHandlers = {
  async updateAvatar(request) {
    const user = requireUser(request);
    // Multipart bodies are checked by hand with the contract's messages (AvatarUpload).
    const form = await readMultipartForm(request);
    const unknown = [...form.fields.keys(), ...form.files.keys()].find((name) => name !== AVATAR_FIELD);
    if (unknown) throw invalidField(unknown, `${unknown} is not an allowed field`);
    const file = form.files.get(AVATAR_FIELD);
    if (!file || file.bytes.length === 0) throw invalidField(AVATAR_FIELD, AVATAR_MESSAGES.required);
    await request.server.avatars.replace(user.id, file, request.server.media);
    // D48 (ADR 0120): the user with its new avatar, and the avatar's url and public_id beside it.
    const updated = await request.server.accounts.self(user.id);
    return ok(
      { ...updated, url: updated.avatar.url, public_id: updated.avatar.public_id },
      AVATAR_MESSAGES.updated,
    );
  },
} satisfies HandlersOf<'updateAvatar'>;
