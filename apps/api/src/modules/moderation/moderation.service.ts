import type { components } from '@devlearn/api-client/contract';
import type { ReportTargetType } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import { plainExcerpt } from '../../rendering/comment-markdown.js';
import { ownerOf } from '../comments/comment-presenter.js';
import { toIsoDate } from '../courses/course-presenter.js';
import type { ModerationRepository } from './moderation.repository.js';

type ModerationItem = components['schemas']['ModerationItem'];
type ModerationQueue = components['schemas']['ModerationQueue'];
type ModerationAction = components['schemas']['ModerationAction']['action'];

/** The queue's page size. */
export const MODERATION_PAGE_SIZE = 20;
/** The reasons an item shows, newest first. */
const REASONS_SHOWN = 10;
/** The excerpt an item shows. */
const MODERATION_EXCERPT_LENGTH = 280;
/** Issue 42: reports are rate-limited per person. */
export const REPORTS_PER_HOUR = 10;

export const MODERATION_MESSAGES = {
  reported: 'Report sent successfully',
  moderatorsOnly: 'Only moderators can do this',
  notFound: 'Nothing to report with this id',
  hidden: 'Hidden from everyone but its author',
  restored: 'Visible again',
  dismissed: 'Reports dismissed',
} as const;

export function createModerationService(deps: {
  moderation: ModerationRepository;
  /** The comments' own write (a deleted comment stays deleted). */
  setCommentState: (commentId: string, state: 'visible' | 'hidden') => Promise<boolean>;
  now: () => number;
}) {
  const { moderation, now } = deps;

  async function requireModerator(userId: string): Promise<void> {
    if ((await moderation.roleOf(userId)) !== 'moderator')
      throw forbidden(MODERATION_MESSAGES.moderatorsOnly);
  }

  /** The item as the queue shows it, or undefined when the thing is gone. */
  async function itemOf(targetType: ReportTargetType, targetId: string): Promise<ModerationItem | undefined> {
    const reports = await moderation.openReportsOf(targetType, targetId, REASONS_SHOWN);
    const lastReportedAt = toIsoDate(reports.lastReportedAt ?? now());
    if (targetType === 'comment') {
      const comment = await moderation.commentOf(targetId);
      if (!comment) return undefined;
      return {
        targetType,
        targetId,
        state: comment.state,
        excerpt: plainExcerpt(comment.body, MODERATION_EXCERPT_LENGTH),
        author: ownerOf({
          id: comment.owner_id,
          username: comment.owner_username,
          avatar_key: comment.owner_avatar_key,
        }),
        openReports: reports.openReports,
        reasons: reports.reasons,
        lastReportedAt,
        target: {
          type: 'comment',
          courseId: comment.course_id,
          lessonId: comment.lesson_id,
          commentId: comment.id,
          threadId: comment.parent_id ?? comment.id,
        },
      };
    }
    const blog = await moderation.blogOf(targetId);
    if (!blog) return undefined;
    return {
      targetType,
      targetId,
      state: blog.state,
      excerpt: plainExcerpt(blog.heading, MODERATION_EXCERPT_LENGTH),
      author: ownerOf({
        id: blog.owner_id,
        username: blog.owner_username,
        avatar_key: blog.owner_avatar_key,
      }),
      openReports: reports.openReports,
      reasons: reports.reasons,
      lastReportedAt,
      target: { type: 'blog', blogId: blog.id },
    };
  }

  return {
    isModerator: async (userId: string) => (await moderation.roleOf(userId)) === 'moderator',

    /** Stores the report once per person and thing; answers whether it was new. */
    async report(
      reporterId: string,
      report: { targetType: ReportTargetType; targetId: string; reason?: string },
    ): Promise<boolean> {
      const exists =
        report.targetType === 'comment'
          ? (await moderation.commentOf(report.targetId))?.state !== undefined
          : (await moderation.blogOf(report.targetId)) !== undefined;
      if (!exists) throw notFound(MODERATION_MESSAGES.notFound);
      return moderation.insertReport({
        reporterId,
        targetType: report.targetType,
        targetId: report.targetId,
        reason: (report.reason ?? '').trim(),
        at: now(),
      });
    },

    async queue(userId: string, page: number): Promise<ModerationQueue> {
      await requireModerator(userId);
      const groups = await moderation.openGroups(MODERATION_PAGE_SIZE, (page - 1) * MODERATION_PAGE_SIZE);
      const items: ModerationItem[] = [];
      for (const group of groups) {
        const item = await itemOf(group.target_type, group.target_id);
        if (item) items.push(item);
      }
      return { items, total: await moderation.countOpenGroups() };
    },

    /** Hide or restore (closing the open reports), or dismiss them (the thing stays as it is). */
    async act(
      userId: string,
      targetType: ReportTargetType,
      targetId: string,
      action: ModerationAction,
    ): Promise<{ item: ModerationItem; message: string }> {
      await requireModerator(userId);
      if (action !== 'dismiss') {
        const state = action === 'hide' ? 'hidden' : 'visible';
        const changed =
          targetType === 'comment'
            ? await deps.setCommentState(targetId, state)
            : await moderation.setBlogState(targetId, state);
        if (!changed && !(await itemOf(targetType, targetId))) throw notFound(MODERATION_MESSAGES.notFound);
      }
      await moderation.closeReports(targetType, targetId);
      const item = await itemOf(targetType, targetId);
      if (!item) throw notFound(MODERATION_MESSAGES.notFound);
      const message =
        action === 'hide'
          ? MODERATION_MESSAGES.hidden
          : action === 'restore'
            ? MODERATION_MESSAGES.restored
            : MODERATION_MESSAGES.dismissed;
      return { item, message };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
