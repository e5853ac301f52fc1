import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import { moveRowCounter, moveUserCounter } from '../../db/row-counters.js';
import type { Database, ReportTargetType, UserRole } from '../../db/schema.js';

export interface OpenReportGroup {
  target_type: ReportTargetType;
  target_id: string;
  open_reports: number;
  last_reported_at: number;
}

export function createModerationRepository(db: Kysely<Database>, dialect: DatabaseDialect) {
  return {
    roleOf: async (userId: string): Promise<UserRole | undefined> =>
      (await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role,

    /** Stores the report unless this person reported this thing already; answers whether it is new. */
    async insertReport(report: {
      reporterId: string;
      targetType: ReportTargetType;
      targetId: string;
      reason: string;
      at: number;
    }): Promise<boolean> {
      const result = await db
        .insertInto('reports')
        .values({
          reporter_id: report.reporterId,
          target_type: report.targetType,
          target_id: report.targetId,
          reason: report.reason,
          open: 1,
          created_at: report.at,
        })
        .onConflict((conflict) => conflict.columns(['reporter_id', 'target_type', 'target_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** The things with open reports, most reported first, then most recently reported. */
    openGroups(limit: number, offset: number): Promise<OpenReportGroup[]> {
      return db
        .selectFrom('reports')
        .select((eb) => [
          'target_type',
          'target_id',
          eb.fn.countAll<number>().as('open_reports'),
          eb.fn.max('created_at').as('last_reported_at'),
        ])
        .where('open', '=', 1)
        .groupBy(['target_type', 'target_id'])
        .orderBy('open_reports', 'desc')
        .orderBy('last_reported_at', 'desc')
        .orderBy('target_id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async countOpenGroups(): Promise<number> {
      const row = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('reports')
            .select(['target_type', 'target_id'])
            .where('open', '=', 1)
            .groupBy(['target_type', 'target_id'])
            .as('groups'),
        )
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** A thing's report count and reasons (newest first) while open. */
    async openReportsOf(targetType: ReportTargetType, targetId: string, reasonLimit: number) {
      const rows = await db
        .selectFrom('reports')
        .select(['reason', 'created_at'])
        .where('open', '=', 1)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .orderBy('created_at', 'desc')
        .execute();
      return {
        openReports: rows.length,
        lastReportedAt: rows[0] ? Number(rows[0].created_at) : undefined,
        reasons: rows
          .map((row) => row.reason)
          .filter((reason) => reason !== '')
          .slice(0, reasonLimit),
      };
    },

    async closeReports(targetType: ReportTargetType, targetId: string): Promise<void> {
      await db
        .updateTable('reports')
        .set({ open: 0 })
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('open', '=', 1)
        .execute();
    },

    commentOf(commentId: string) {
      return db
        .selectFrom('comments')
        .innerJoin('users as owner', 'owner.id', 'comments.user_id')
        .innerJoin('lessons', 'lessons.id', 'comments.lesson_id')
        .select([
          'comments.id',
          'comments.body',
          'comments.state',
          'comments.parent_id',
          'comments.lesson_id',
          'comments.created_at',
          'lessons.course_id',
          'owner.id as owner_id',
          'owner.username as owner_username',
          'owner.avatar_key as owner_avatar_key',
        ])
        .where('comments.id', '=', commentId)
        .executeTakeFirst();
    },

    blogOf(blogId: string) {
      return db
        .selectFrom('blogs')
        .innerJoin('users as author', 'author.id', 'blogs.author_id')
        .select([
          'blogs.id',
          'blogs.heading',
          'blogs.state',
          'blogs.created_at',
          'author.id as owner_id',
          'author.username as owner_username',
          'author.avatar_key as owner_avatar_key',
        ])
        .where('blogs.id', '=', blogId)
        .executeTakeFirst();
    },

    /**
     * Hides or restores a blog. A hidden blog leaves every list, so the kept counts of those lists move with it
     * in the same transaction (ADR 0060): the blogs' total and its likers' liked counts. Its author's own list
     * keeps it.
     */
    async setBlogState(blogId: string, state: 'visible' | 'hidden'): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('blogs').select(['state']).where('id', '=', blogId);
        if (dialect === 'postgres') query = query.forUpdate();
        const blog = await query.executeTakeFirst();
        if (!blog) return false;
        if (blog.state === state) return true;
        await trx.updateTable('blogs').set({ state }).where('id', '=', blogId).execute();
        const delta = state === 'hidden' ? -1 : 1;
        await moveRowCounter(trx, 'blogs', delta);
        const likers = await trx
          .selectFrom('blog_likes')
          .select('user_id')
          .where('blog_id', '=', blogId)
          .execute();
        await moveUserCounter(
          trx,
          'liked_blog_count',
          likers.map((like) => like.user_id),
          delta,
        );
        return true;
      });
    },

    async setRole(email: string, role: UserRole): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ role })
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
