import type { Kysely } from 'kysely';
import { preparedQuery } from './prepared-query.js';
import type { Database } from './schema.js';

/** The tables whose size is kept in `row_counters` (migration 005). */
export type CountedTable = 'blogs' | 'courses';

/** Moves a table's kept size; call it in the transaction that inserts or deletes the rows. */
export async function moveRowCounter(
  db: Kysely<Database>,
  table: CountedTable,
  change: number,
): Promise<void> {
  if (change === 0) return;
  await db
    .updateTable('row_counters')
    .set((eb) => ({ value: eb('value', '+', change) }))
    .where('name', '=', table)
    .execute();
}

/** A table's kept size: one primary-key read, whatever the table holds (compiled once per database). */
export function rowCounterReader(db: Kysely<Database>): (table: CountedTable) => Promise<number> {
  const counter = preparedQuery(db, 1, (table: CountedTable) =>
    db.selectFrom('row_counters').select('value').where('name', '=', table),
  );
  return async (table) => Number((await counter(table))[0]?.value ?? 0);
}
