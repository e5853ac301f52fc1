import type { Kysely, Migration } from 'kysely';

// ADR 0110: the Google callback lands the browser with two one-time codes (stored hashed, single use, 60 s)
// instead of live tokens, and a sign-in that started at Google remembers when (`google_sign_in_at` on its
// refresh tokens), so "a recent Google sign-in" belongs to that session and not to the account.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

export function googleLandings(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('google_landings')
        .addColumn('access_code_hash', 'text', (c) => c.primaryKey())
        .addColumn('refresh_code_hash', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('signed_in_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.alterTable('refresh_tokens').addColumn('google_sign_in_at', 'bigint').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('refresh_tokens').dropColumn('google_sign_in_at').execute();
      await db.schema.dropTable('google_landings').execute();
    },
  };
}
