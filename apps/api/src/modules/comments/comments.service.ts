import type { components } from '@devlearn/api-client/contract';
import { newId } from '../../db/ids.js';
import { forbidden, invalidField, notFound } from '../../http/errors.js';
import { defaultAvatarOf } from '../../media/default-avatar.js';
import { publicMediaUrl } from '../../media/media-url.js';
import { toIsoDate } from '../courses/course-presenter.js';
import type { EnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import { isActiveEnrollment } from '../enrollments/enrollment-rules.js';
import type { LessonsRepository } from '../lessons/lessons.repository.js';
import { LESSON_NOT_FOUND } from '../lessons/lessons.service.js';
import type { CommentOrder, CommentRow, CommentsRepository } from './comments.repository.js';

type Comment = components['schemas']['Comment'];

/** D18: 1 to 2,000 characters after trimming, plain text. */
const COMMENT_MAX_LENGTH = 2000;
/** The default page when a client asks for none (the spec's client loads a discussion in one call); at most 100. */
export const COMMENT_PAGE_SIZE = 100;

/** `{updatedAt in ms}_{id}`, the contract's cursor (its pattern is checked before this runs). */
function parseCursor(after: string | undefined) {
  if (!after) return undefined;
  const [updatedAt = '0', id = ''] = after.split('_');
  return { updatedAt: Number(updatedAt), id };
}
const COMMENT_MESSAGES = {
  required: 'Please enter a comment',
  tooLong: 'Comment must be at most 2000 characters long',
  notFound: 'Comment not found',
  enrolOnly: 'Enroll in this course to join the discussion',
  ownerOnly: 'You can only change your own comments',
} as const;

function toComment(row: CommentRow): Comment {
  return {
    _id: row.id,
    lessonId: row.lesson_id,
    // Stored and returned as plain text; the web app renders it as text, never as HTML.
    comment: row.body,
    createdAt: toIsoDate(row.created_at),
    updatedAt: toIsoDate(row.updated_at),
    owner: {
      _id: row.user_id,
      username: row.owner_username,
      avatar: {
        url: row.owner_avatar_key
          ? publicMediaUrl(row.owner_avatar_key)
          : defaultAvatarOf({ id: row.user_id, username: row.owner_username }).url,
      },
    },
  };
}

/** The contract checks the body too; this keeps the rule true for any caller of the service. */
function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw invalidField('comment', COMMENT_MESSAGES.required);
  if (trimmed.length > COMMENT_MAX_LENGTH) throw invalidField('comment', COMMENT_MESSAGES.tooLong);
  return trimmed;
}

export function createCommentsService(deps: {
  comments: CommentsRepository;
  lessons: LessonsRepository;
  enrollments: EnrollmentsRepository;
  now: () => number;
}) {
  const { comments, lessons, enrollments, now } = deps;

  async function ownComment(commentId: string, userId: string): Promise<CommentRow> {
    const comment = await comments.find(commentId);
    if (!comment) throw notFound(COMMENT_MESSAGES.notFound);
    if (comment.user_id !== userId) throw forbidden(COMMENT_MESSAGES.ownerOnly);
    return comment;
  }

  async function read(commentId: string): Promise<Comment> {
    const row = await comments.find(commentId);
    if (!row) throw notFound(COMMENT_MESSAGES.notFound);
    return toComment(row);
  }

  return {
    /** A page of the discussion, in the order asked for, over all of it (D34). */
    async list(
      lessonId: string,
      request: { page: number; limit: number; order?: CommentOrder; after?: string },
    ): Promise<Comment[]> {
      const { page, limit, order = 'recent', after } = request;
      const offset = (page - 1) * limit;
      const rows =
        order === 'recent' && !after
          ? await comments.listForLesson(lessonId, limit, offset)
          : await comments.pageForLesson(lessonId, { order, limit, offset, after: parseCursor(after) });
      // A lesson that has comments exists: the lesson is looked up only when the page is empty (one statement
      // per read instead of two on the hot path).
      if (rows.length === 0 && !(await lessons.findById(lessonId))) throw notFound(LESSON_NOT_FOUND);
      return rows.map(toComment);
    },

    /** Only users with an active enrolment in the lesson's course may post (D18). */
    async add(lessonId: string, userId: string, text: string): Promise<Comment> {
      const lesson = await lessons.findById(lessonId);
      if (!lesson) throw notFound(LESSON_NOT_FOUND);
      const body = checkedText(text);
      const at = now();
      if (!isActiveEnrollment(await enrollments.find(userId, lesson.course_id), at)) {
        throw forbidden(COMMENT_MESSAGES.enrolOnly);
      }
      const id = newId();
      await comments.insert({ id, lessonId, userId, body, at });
      return read(id);
    },

    async update(commentId: string, userId: string, text: string): Promise<Comment> {
      await ownComment(commentId, userId);
      await comments.update(commentId, checkedText(text), now());
      return read(commentId);
    },

    async delete(commentId: string, userId: string): Promise<void> {
      await ownComment(commentId, userId);
      await comments.delete(commentId);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
