import type { components } from '@devlearn/api-client/contract';
import { defaultAvatarOf } from '../../media/default-avatar.js';
import { publicMediaUrl } from '../../media/media-url.js';
import { toIsoDate } from '../courses/course-presenter.js';
import type { CommentRow } from './comments.repository.js';

type Comment = components['schemas']['Comment'];
type CommentOwner = components['schemas']['CommentOwner'];

export function ownerOf(person: { id: string; username: string; avatar_key: string | null }): CommentOwner {
  return {
    _id: person.id,
    username: person.username,
    avatar: {
      url: person.avatar_key
        ? publicMediaUrl(person.avatar_key)
        : defaultAvatarOf({ id: person.id, username: person.username }).url,
    },
  };
}

/**
 * A comment as `viewerId` may see it: a deleted one without its body; a hidden one without its body for anyone
 * but its owner, who reads it with the moderator's notice (the web app shows it from `state`).
 */
export function toComment(row: CommentRow, viewerId: string | undefined): Comment {
  const concealed = row.state === 'deleted' || (row.state === 'hidden' && row.user_id !== viewerId);
  return {
    _id: row.id,
    lessonId: row.lesson_id,
    comment: concealed ? '' : row.body,
    html: concealed ? '' : row.html,
    parentId: row.parent_id,
    replyCount: row.parent_id === null ? Number(row.reply_count) : 0,
    state: row.state,
    createdAt: toIsoDate(Number(row.created_at)),
    updatedAt: toIsoDate(Number(row.updated_at)),
    owner: ownerOf({ id: row.user_id, username: row.owner_username, avatar_key: row.owner_avatar_key }),
  };
}
