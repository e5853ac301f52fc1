import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './connection.js';
import { executeRows } from './direct-reads.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-direct-reads-'));
const handle = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(dataDir, 'store.sqlite') });
const db = handle.db as unknown as Kysely<{ items: { id: string } }>;
await sql`create table items (id text primary key)`.execute(db);
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const countItems = CompiledQuery.raw('select count(*) as count from items') as CompiledQuery<{
  count: number;
}>;

describe('reads straight from SQLite', () => {
  it('answer a read without Kysely, and leave writes to Kysely', async () => {
    const viaKysely = vi.spyOn(db, 'executeQuery');
    try {
      expect(await executeRows(db, countItems)).toEqual([{ count: 0 }]);
      expect(viaKysely).not.toHaveBeenCalled();
      await executeRows(db, CompiledQuery.raw("insert into items (id) values ('written')"));
      expect(viaKysely).toHaveBeenCalledTimes(1);
      expect(await executeRows(db, countItems)).toEqual([{ count: 1 }]);
      expect(viaKysely).toHaveBeenCalledTimes(1);
    } finally {
      viaKysely.mockRestore();
      await sql`delete from items`.execute(db);
    }
  });

  it("wait for another request's open transaction and never see its uncommitted rows", async () => {
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishSignal = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('items').values({ id: 'uncommitted' }).execute();
        inserted();
        await finishSignal;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await insertedSignal;

    let answered: { count: number }[] | undefined;
    const read = executeRows(db, countItems).then((rows) => (answered = rows));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBeUndefined();

    finish();
    await transaction;
    await read;
    expect(answered).toEqual([{ count: 0 }]);
  });
});
