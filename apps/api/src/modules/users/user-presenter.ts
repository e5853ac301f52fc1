import type { components } from '@devlearn/api-client/contract';
import { defaultAvatarOf } from '../../media/default-avatar.js';
import type { UserRow } from './users.repository.js';

export type UserResponse = components['schemas']['User'];
export type AvatarResponse = components['schemas']['Avatar'];

/** Stored images are served by the media route under their random key (D26). */
export function avatarOf(row: Pick<UserRow, 'avatar_key' | 'avatar_id'>): AvatarResponse | null {
  if (!row.avatar_key || !row.avatar_id) return null;
  return { url: `/media/${row.avatar_key}`, _id: row.avatar_id, public_id: row.avatar_key };
}

/** D39: always an avatar; without an uploaded one, the generated default (the initial on a colour). */
function userAvatarOf(row: Pick<UserRow, 'id' | 'username' | 'avatar_key' | 'avatar_id'>): AvatarResponse {
  const stored = avatarOf(row);
  if (stored) return stored;
  const fallback = defaultAvatarOf(row);
  return { url: fallback.url, _id: row.id, public_id: fallback.file };
}

export function toUserResponse(
  row: UserRow,
  lists: { favorites: string[]; enrollments: string[] },
): UserResponse {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    avatar: userAvatarOf(row),
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    favorites: lists.favorites,
    enrollments: lists.enrollments,
    isEmailVerified: row.email_verified === 1,
    createdAt: new Date(row.created_at).toISOString(),
    role: row.role,
  };
}
