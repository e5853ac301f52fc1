import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedQuery, preparedStatement } from './prepared-query.js';

interface Tables {
  items: { id: string; name: string; rank: number };
}

const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
await sql`create table items (id text primary key, name text, rank integer)`.execute(db);
await db
  .insertInto('items')
  .values([
    { id: 'a', name: 'one', rank: 3 },
    { id: 'b', name: 'two', rank: 2 },
    { id: 'c', name: 'one', rank: 1 },
  ])
  .execute();
afterAll(() => db.destroy());

describe('a prepared query', () => {
  it("runs with each call's arguments where they belong, constants kept", async () => {
    const byName = preparedQuery(db, 3, (name: string, limit: number, offset: number) =>
      db
        .selectFrom('items')
        .select(['id', 'rank'])
        .where('name', '=', name)
        .where('rank', '<', 10)
        .orderBy('rank')
        .limit(limit)
        .offset(offset),
    );
    expect(await byName('one', 10, 0)).toEqual([
      { id: 'c', rank: 1 },
      { id: 'a', rank: 3 },
    ]);
    expect(await byName('one', 1, 1)).toEqual([{ id: 'a', rank: 3 }]);
    expect(await byName('two', 5, 0)).toEqual([{ id: 'b', rank: 2 }]);
    expect(await byName('none', 5, 0)).toEqual([]);
  });

  it('refuses at start an argument that was combined into another value, or left out', () => {
    expect(() =>
      preparedQuery(db, 1, (name: string) =>
        db.selectFrom('items').selectAll().where('name', 'like', `${name}%`),
      ),
    ).toThrow(/combined/);
    expect(() =>
      preparedQuery(db, 2, (name: string, _unused: string) =>
        db.selectFrom('items').selectAll().where('name', '=', name),
      ),
    ).toThrow(/unused/);
  });
});

describe('a prepared statement', () => {
  const rerank = preparedStatement(2, (id: string, change: number) =>
    db
      .updateTable('items')
      .set((eb) => ({ rank: eb('rank', '+', change) }))
      .where('id', '=', id),
  );
  const rankOf = preparedStatement(1, (id: string) =>
    db.selectFrom('items').select('rank').where('id', '=', id),
  );

  it('runs in the transaction it is given, and answers the rows a write changed', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        const moved = await rerank(trx, 'a', 10);
        expect(moved.numAffectedRows).toBe(1n);
        expect((await rankOf(trx, 'a')).rows).toEqual([{ rank: 13 }]);
        expect((await rerank(trx, 'none', 10)).numAffectedRows).toBe(0n);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await rankOf(db, 'a')).rows).toEqual([{ rank: 3 }]);
  });
});
