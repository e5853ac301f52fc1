import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { statementBytes, withStatementCache } from './statement-cache.js';

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

  it('keeps at most its byte budget of statements, and never one larger than all of it', () => {
    const long = (n: number) => `select ${n} as n where ${'1 = 1 and '.repeat(40)}1 = 1`;
    const budget = statementBytes(long(1)) * 2;
    const database = withStatementCache(new SqliteDatabase(':memory:'), 100, budget);
    const one = database.prepare(long(1));
    const two = database.prepare(long(2));
    expect(database.prepare(long(1))).toBe(one);
    expect(database.prepare(long(2))).toBe(two);
    // A third long text goes over the budget: the least recently used (the first) is forgotten.
    database.prepare(long(3));
    expect(database.prepare(long(2))).toBe(two);
    expect(database.prepare(long(1))).not.toBe(one);
    // A text over the whole budget is prepared but never kept.
    const huge = `select 1 where ${'1 = 1 and '.repeat(200)}1 = 1`;
    expect(database.prepare(huge)).not.toBe(database.prepare(huge));
    expect(database.prepare(huge).all([])).toEqual([{ 1: 1 }]);
    database.close();
  });
});
