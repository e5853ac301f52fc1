import { sql, type Kysely, type Migration } from 'kysely';

// Issue 42: a comment may answer a top-level comment (`parent_id`, one level), is written in Markdown and kept
// rendered (`html`, made once when written), counts its replies (`reply_count`, moved with each reply) and has a
// `state`: 'visible', 'deleted' (its owner deleted it while it had replies) or 'hidden' (by a moderator).
// A lesson's discussion pages read top-level comments only: `comments_threads_idx` holds just those, in D34's
// order, so a lesson with many replies still reads one index range per page; replies are read per thread,
// oldest first. Users get a role and the mail setting; blogs a state.
// A comment written before this was plain text: its html is that text escaped in one paragraph (SQL here, as
// the renderer of today must not run in a migration, ADR 0133).
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function discussionThreads(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('comments').addColumn('parent_id', 'text').execute();
      await db.schema
        .alterTable('comments')
        .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('comments')
        .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('comments')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('visible'))
        .execute();
      await sql`
        UPDATE comments SET html = '<p>' ||
          replace(replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')
          || '</p>'`.execute(db);
      await db.schema
        .createIndex('comments_threads_idx')
        .on('comments')
        .columns(['lesson_id', 'updated_at', 'id'])
        .where(sql.ref('parent_id'), 'is', null)
        .execute();
      await db.schema
        .createIndex('comments_replies_idx')
        .on('comments')
        .columns(['parent_id', 'created_at', 'id'])
        .execute();

      // Who may be mentioned in a course's discussions: its enrolled people, read by course.
      await db.schema
        .createIndex('enrollments_course_idx')
        .on('enrollments')
        .columns(['course_id', 'user_id'])
        .execute();

      await db.schema
        .alterTable('users')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('learner'))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('blogs')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('visible'))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('enrollments_course_idx').execute();
      await db.schema.dropIndex('comments_replies_idx').execute();
      await db.schema.dropIndex('comments_threads_idx').execute();
      for (const column of ['state', 'reply_count', 'html', 'parent_id']) {
        await db.schema.alterTable('comments').dropColumn(column).execute();
      }
      await db.schema.alterTable('users').dropColumn('email_notifications').execute();
      await db.schema.alterTable('users').dropColumn('role').execute();
      await db.schema.alterTable('blogs').dropColumn('state').execute();
    },
  };
}
