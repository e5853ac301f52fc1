import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('the SQLite statement cache', () => {
  it('prepares a SQL text once and hands the same statement out again', () => {
    const database = withStatementCache(new SqliteDatabase(':memory:'));
    const first = database.prepare('select ? as n');
    expect(database.prepare('select ? as n')).toBe(first);
    expect(first.all([1])).toEqual([{ n: 1 }]);
    expect(database.prepare('select ? as n').all([2])).toEqual([{ n: 2 }]);
    database.close();
  });

  it('gives a fresh statement while the cached one is still iterating', () => {
    const database = withStatementCache(new SqliteDatabase(':memory:'));
    const sql = 'select value from json_each(?)';
    const rows = database.prepare(sql).iterate(['[1,2,3]']);
    expect(rows.next().value).toEqual({ value: 1 });
    expect(database.prepare(sql).all(['[4]'])).toEqual([{ value: 4 }]);
    expect([...rows]).toEqual([{ value: 2 }, { value: 3 }]);
    database.close();
  });

  it('forgets the least recently used text beyond its bound', () => {
    const database = withStatementCache(new SqliteDatabase(':memory:'), 2);
    const one = database.prepare('select 1');
    const two = database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(one);
    database.prepare('select 3');
    expect(database.prepare('select 1')).toBe(one);
    expect(database.prepare('select 2')).not.toBe(two);
    database.close();
  });
});
