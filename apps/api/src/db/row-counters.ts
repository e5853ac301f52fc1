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

/** The per-user sizes kept on `users` (migration 010): the user's blogs, and the blogs the user likes. */
export type UserCounter = 'blog_count' | 'liked_blog_count';

// Enough users per statement to keep a widely liked blog's deletion to a few statements, few enough for every
// store's limit on parameters.
const USER_ID_CHUNK = 500;

/** Moves a kept per-user size of every one of `userIds` by `change`; call it in the transaction that writes. */
export async function moveUserCounter(
  db: Kysely<Database>,
  counter: UserCounter,
  userIds: readonly string[],
  change: number,
): Promise<void> {
  if (change === 0) return;
  for (let start = 0; start < userIds.length; start += USER_ID_CHUNK) {
    await db
      .updateTable('users')
      .set((eb) => ({ [counter]: eb(counter, '+', change) }))
      .where('id', 'in', userIds.slice(start, start + USER_ID_CHUNK))
      .execute();
  }
}

/** A user's kept size: one primary-key read, however many rows it stands for. */
export async function readUserCounter(
  db: Kysely<Database>,
  userId: string,
  counter: UserCounter,
): Promise<number> {
  const row = await db.selectFrom('users').select(counter).where('id', '=', userId).executeTakeFirst();
  return Number(row?.[counter] ?? 0);
}
