import type { Kysely, Selectable } from 'kysely';
import type { Database, GoogleLandingsTable } from '../../db/schema.js';

export type GoogleLandingRow = Selectable<GoogleLandingsTable>;

/** SQL of the one-time codes the Google callback lands the browser with (ADR 0110), stored hashed. */
export function createGoogleLandingsRepository(db: Kysely<Database>) {
  return {
    async insert(row: GoogleLandingRow): Promise<void> {
      await db.insertInto('google_landings').values(row).execute();
    },

    findByAccessCodeHash: (accessCodeHash: string) =>
      db
        .selectFrom('google_landings')
        .selectAll()
        .where('access_code_hash', '=', accessCodeHash)
        .executeTakeFirst(),

    /** Spends the codes if nobody did first; false means they were already used (a replay or a race). */
    async markUsed(accessCodeHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('google_landings')
        .set({ used_at: now })
        .where('access_code_hash', '=', accessCodeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type GoogleLandingsRepository = ReturnType<typeof createGoogleLandingsRepository>;
