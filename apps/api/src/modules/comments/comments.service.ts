import type { components } from '@devlearn/api-client/contract';
import { newId } from '../../db/ids.js';
import { forbidden, invalidField, notFound } from '../../http/errors.js';
import { mentionNamesIn, plainExcerpt, renderCommentMarkdown } from '../../rendering/comment-markdown.js';
import type { CoursesRepository } from '../courses/courses.repository.js';
import { COURSE_NOT_FOUND } from '../courses/courses.service.js';
import type { EnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import { isActiveEnrollment } from '../enrollments/enrollment-rules.js';
import type { LessonsRepository } from '../lessons/lessons.repository.js';
import { LESSON_NOT_FOUND } from '../lessons/lessons.service.js';
import type { DiscussionEvent, NotificationsService } from '../notifications/notifications.service.js';
import { NOTIFICATION_EXCERPT_LENGTH } from '../notifications/notifications.service.js';
import { ownerOf, toComment } from './comment-presenter.js';
import type {
  CommentOrder,
  CommentRow,
  CommentsRepository,
  DiscussionPeopleRepository,
} from './comments.repository.js';

type Comment = components['schemas']['Comment'];
type CommentOwner = components['schemas']['CommentOwner'];

/** D18: 1 to 2,000 characters after trimming (the Markdown source). */
const COMMENT_MAX_LENGTH = 2000;
/** The default page when a client asks for none (the spec's client loads a discussion in one call); at most 100. */
export const COMMENT_PAGE_SIZE = 100;
/** How many people the mention box offers at once. */
const MENTION_CANDIDATES = 8;

/** `{updatedAt in ms}_{id}`, the contract's cursor (its pattern is checked before this runs). */
function parseCursor(after: string | undefined) {
  if (!after) return undefined;
  const [updatedAt = '0', id = ''] = after.split('_');
  return { updatedAt: Number(updatedAt), id };
}
export const COMMENT_MESSAGES = {
  required: 'Please enter a comment',
  tooLong: 'Comment must be at most 2000 characters long',
  notFound: 'Comment not found',
  enrolOnly: 'Enroll in this course to join the discussion',
  ownerOnly: 'You can only change your own comments',
  closed: 'This comment can no longer be answered',
} as const;

/** The contract checks the body too; this keeps the rule true for any caller of the service. */
function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw invalidField('comment', COMMENT_MESSAGES.required);
  if (trimmed.length > COMMENT_MAX_LENGTH) throw invalidField('comment', COMMENT_MESSAGES.tooLong);
  return trimmed;
}

/** The people a stored rendering marks as mentioned. */
function mentionedIn(html: string): Set<string> {
  return new Set([...html.matchAll(/data-mention="([^"]+)"/g)].map((match) => match[1] ?? ''));
}

export function createCommentsService(deps: {
  comments: CommentsRepository;
  people: DiscussionPeopleRepository;
  lessons: LessonsRepository;
  courses: CoursesRepository;
  enrollments: EnrollmentsRepository;
  notifications: Pick<NotificationsService, 'discussionEvent'>;
  now: () => number;
}) {
  const { comments, people, lessons, courses, enrollments, notifications, now } = deps;

  async function ownComment(commentId: string, userId: string): Promise<CommentRow> {
    const comment = await comments.find(commentId);
    if (!comment || comment.state === 'deleted') throw notFound(COMMENT_MESSAGES.notFound);
    if (comment.user_id !== userId) throw forbidden(COMMENT_MESSAGES.ownerOnly);
    return comment;
  }

  async function read(commentId: string, viewerId: string): Promise<Comment> {
    const row = await comments.find(commentId);
    if (!row) throw notFound(COMMENT_MESSAGES.notFound);
    return toComment(row, viewerId);
  }

  /** The lesson, after checking the writer's active enrolment in its course (D18). */
  async function enrolledLesson(lessonId: string, userId: string) {
    const lesson = await lessons.findById(lessonId);
    if (!lesson) throw notFound(LESSON_NOT_FOUND);
    if (!isActiveEnrollment(await enrollments.find(userId, lesson.course_id), now())) {
      throw forbidden(COMMENT_MESSAGES.enrolOnly);
    }
    return lesson;
  }

  /** The Markdown rendered, with the mentions of people who can see the course's discussions marked. */
  async function render(text: string, courseId: string) {
    const mentionable = await people.mentionable(courseId, mentionNamesIn(text), now());
    const byName = new Map(mentionable.map((person) => [person.username.toLowerCase(), person.username]));
    const rendered = renderCommentMarkdown(text, byName);
    const mentionedIds = mentionable
      .filter((person) => rendered.mentioned.includes(person.username))
      .map((person) => ({ id: person.id, username: person.username }));
    return { html: rendered.html, mentioned: mentionedIds };
  }

  async function notify(event: Omit<DiscussionEvent, 'excerpt'>, text: string) {
    if (event.recipientIds.length === 0) return;
    await notifications.discussionEvent(
      { ...event, excerpt: plainExcerpt(text, NOTIFICATION_EXCERPT_LENGTH) },
      await people.wantingMail(event.recipientIds),
    );
  }

  return {
    /** A page of the discussion's top-level comments, in the order asked for, over all of them (D34). */
    async list(
      lessonId: string,
      viewerId: string,
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
      return rows.map((row) => toComment(row, viewerId));
    },

    /** A thread's replies, oldest first. */
    async listReplies(
      commentId: string,
      viewerId: string,
      request: { page: number; limit: number },
    ): Promise<Comment[]> {
      const rows = await comments.listReplies(commentId, request.limit, (request.page - 1) * request.limit);
      if (rows.length === 0 && !(await comments.find(commentId))) throw notFound(COMMENT_MESSAGES.notFound);
      return rows.map((row) => toComment(row, viewerId));
    },

    /** Only users with an active enrolment in the lesson's course may post (D18). */
    async add(lessonId: string, userId: string, text: string): Promise<Comment> {
      const body = checkedText(text);
      const lesson = await enrolledLesson(lessonId, userId);
      const { html, mentioned } = await render(body, lesson.course_id);
      const id = newId();
      await comments.insert({ id, lessonId, userId, body, html, at: now() });
      await notify(
        {
          kind: 'mention',
          recipientIds: mentioned.map((person) => person.id),
          actorId: userId,
          courseId: lesson.course_id,
          lessonId,
          commentId: id,
          threadId: id,
        },
        body,
      );
      return read(id, userId);
    },

    /**
     * A reply joins the thread of the comment it answers (a reply to a reply joins its thread: one level). The
     * answered person is told, and the people it mentions.
     */
    async reply(answeredId: string, userId: string, text: string): Promise<Comment> {
      const body = checkedText(text);
      const answered = await comments.find(answeredId);
      if (!answered || answered.state === 'deleted') throw notFound(COMMENT_MESSAGES.notFound);
      if (answered.state !== 'visible') throw forbidden(COMMENT_MESSAGES.closed);
      const threadId = answered.parent_id ?? answered.id;
      const lesson = await enrolledLesson(answered.lesson_id, userId);
      const { html, mentioned } = await render(body, lesson.course_id);
      const id = newId();
      await comments.insert({
        id,
        lessonId: answered.lesson_id,
        userId,
        body,
        html,
        at: now(),
        parentId: threadId,
      });
      const place = {
        actorId: userId,
        courseId: lesson.course_id,
        lessonId: answered.lesson_id,
        commentId: id,
        threadId,
      };
      await notify({ ...place, kind: 'reply', recipientIds: [answered.user_id] }, body);
      await notify(
        {
          ...place,
          kind: 'mention',
          recipientIds: mentioned.map((person) => person.id).filter((id) => id !== answered.user_id),
        },
        body,
      );
      return read(id, userId);
    },

    async update(commentId: string, userId: string, text: string): Promise<Comment> {
      const current = await ownComment(commentId, userId);
      const body = checkedText(text);
      const lesson = await lessons.findById(current.lesson_id);
      if (!lesson) throw notFound(LESSON_NOT_FOUND);
      const { html, mentioned } = await render(body, lesson.course_id);
      await comments.update(commentId, body, html, now());
      // Only the people this edit mentions for the first time are told.
      const before = mentionedIn(current.html);
      await notify(
        {
          kind: 'mention',
          recipientIds: mentioned.filter((person) => !before.has(person.username)).map((person) => person.id),
          actorId: userId,
          courseId: lesson.course_id,
          lessonId: current.lesson_id,
          commentId,
          threadId: current.parent_id ?? commentId,
        },
        body,
      );
      return read(commentId, userId);
    },

    async delete(commentId: string, userId: string): Promise<void> {
      await ownComment(commentId, userId);
      await comments.delete(commentId);
    },

    /** The comment box's Preview: the stored rendering of this text (mentions are marked once posted). */
    preview(text: string): { html: string } {
      return { html: renderCommentMarkdown(checkedText(text)).html };
    },

    /** People the asker may mention in a course's discussions (the asker must be able to see them). */
    async mentionCandidates(courseId: string, userId: string, prefix: string): Promise<CommentOwner[]> {
      if (!(await courses.find(courseId))) throw notFound(COURSE_NOT_FOUND);
      if (!isActiveEnrollment(await enrollments.find(userId, courseId), now())) {
        throw forbidden(COMMENT_MESSAGES.enrolOnly);
      }
      const rows = await people.candidates(courseId, prefix.trim(), now(), MENTION_CANDIDATES, userId);
      return rows.map(ownerOf);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
