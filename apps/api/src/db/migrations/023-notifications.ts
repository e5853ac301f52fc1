import type { Kysely, Migration } from 'kysely';

// Issue 42: what concerns a person (a reply to their comment, a mention of them, likes on their blog grouped per
// blog per UTC day by `group_key`), newest first per person; `notification_counters` keeps each person's unread
// count and a version that moves with every change, so the bell's poll is one primary-key read. Mail for replies
// and mentions is batched: a notification to mail is `mail_state` 1 until a digest carries it (2);
// `mail_digests` holds when each person's next digest is due (at most one per 15 minutes), so pending mail
// survives a restart and any server's sweep sends it.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function notifications(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'text')
        .addColumn('lesson_id', 'text')
        .addColumn('comment_id', 'text')
        .addColumn('thread_id', 'text')
        .addColumn('blog_id', 'text')
        .addColumn('group_key', 'text')
        .addColumn('excerpt', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addColumn('mail_state', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('notifications_user_created_idx')
        .on('notifications')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_group_idx')
        .on('notifications')
        .columns(['user_id', 'group_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('notifications_mail_idx')
        .on('notifications')
        .columns(['user_id', 'mail_state'])
        .execute();
      await db.schema
        .createIndex('notifications_comment_idx')
        .on('notifications')
        .column('comment_id')
        .execute();

      await db.schema
        .createTable('notification_counters')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('mail_digests')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('due_at', 'bigint')
        .addColumn('last_sent_at', 'bigint')
        .execute();
      await db.schema.createIndex('mail_digests_due_idx').on('mail_digests').column('due_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('mail_digests').execute();
      await db.schema.dropTable('notification_counters').execute();
      await db.schema.dropTable('notifications').execute();
    },
  };
}
