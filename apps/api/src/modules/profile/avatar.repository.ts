import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface AvatarChanges {
  avatar_key: string;
  avatar_id: string;
  updated_at: number;
}

/** The avatar columns of a user's row, written only as a swap of one image for another (ADR 0122). */
export function createAvatarRepository(db: Kysely<Database>) {
  return {
    /** The stored avatar's key (null without one); undefined when the user is gone. */
    async keyOf(userId: string): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('users')
        .select('avatar_key')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? row.avatar_key : undefined;
    },

    /**
     * Sets the new avatar only while the row still holds `replacing` (null: no stored avatar): false when
     * another upload swapped it first, or the user is gone.
     */
    async swap(userId: string, replacing: string | null, changes: AvatarChanges): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set(changes)
        .where('id', '=', userId)
        .where((eb) => (replacing === null ? eb('avatar_key', 'is', null) : eb('avatar_key', '=', replacing)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type AvatarRepository = ReturnType<typeof createAvatarRepository>;
