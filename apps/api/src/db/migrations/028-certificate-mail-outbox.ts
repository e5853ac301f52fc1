import type { Kysely, Migration } from 'kysely';

// ADR 0167: the certificate row is its own mail outbox, so a mail that had not left when the process died goes
// at the next sweep. `mail_due_at` is when the next send may start (null once sent or given up), `mailed_at`
// when the send succeeded, `mail_attempts` how many sends have started. Rows issued before this migration keep
// all three empty: their mail went the old way (ADR 0164), and nobody can tell whether it arrived, so none is
// sent again. The partial index holds only the rows still waiting, so the sweep reads a handful of entries.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function certificateMailOutbox(): Migration {
  return {
    async up(db: Kysely<any>) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('certificates').addColumn('mailed_at', 'bigint').execute();
      await db.schema.alterTable('certificates').addColumn('mail_due_at', 'bigint').execute();
      await db.schema
        .alterTable('certificates')
        .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('certificates_mail_due_idx')
        .on('certificates')
        .column('mail_due_at')
        .where('mail_due_at', 'is not', null)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('certificates_mail_due_idx').execute();
      for (const column of ['mail_attempts', 'mail_due_at', 'mailed_at']) {
        await db.schema.alterTable('certificates').dropColumn(column).execute();
      }
    },
  };
}
