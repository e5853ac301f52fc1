import type { Kysely, Migration } from 'kysely';

// D36, ADRs 0052 and 0090: a changed email waits in `pending_email` until its own link is opened, and every
// OTP, reset token and verification link remembers the address it was sent to, so it only works while the
// account still has that address. `google_auth_at` is when the account last signed in through Google (a fresh
// Google sign-in stands in for the password of a Google-only account). Links and codes issued before this
// migration have no address and stop working; they live an hour at most.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const BOUND_TABLES = ['email_verifications', 'password_otps', 'password_resets'] as const;

export function accountBinding(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
      await db.schema.alterTable('users').addColumn('google_auth_at', 'bigint').execute();
      for (const table of BOUND_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const table of BOUND_TABLES) await db.schema.alterTable(table).dropColumn('email').execute();
      await db.schema.alterTable('users').dropColumn('google_auth_at').execute();
      await db.schema.alterTable('users').dropColumn('pending_email').execute();
    },
  };
}
