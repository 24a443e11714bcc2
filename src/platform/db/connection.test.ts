import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { STATEMENT_CACHE_SIZE, withStatementCache } from './connection';

describe('withStatementCache', () => {
  it('prepares each SQL text once and runs it again with new parameters', () => {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run([]);
    for (const n of [1, 2, 3]) db.prepare('insert into t (n) values (?)').run([n]);
    expect(db.prepare('select sum(n) as total from t where n > ?').all([1])).toEqual([{ total: 5 }]);
    expect(db.prepare('select sum(n) as total from t where n > ?').all([2])).toEqual([{ total: 3 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.close();
  });

  it('keeps at most STATEMENT_CACHE_SIZE statements, dropping the least recently used', () => {
    const sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    const query = (i: number) => `select ${i} as n`;
    for (let i = 0; i < STATEMENT_CACHE_SIZE; i++) db.prepare(query(i));
    db.prepare(query(0)); // used again: now the most recent
    db.prepare(query(STATEMENT_CACHE_SIZE)); // one more: drops query(1), the oldest
    prepare.mockClear();
    db.prepare(query(0));
    expect(prepare).not.toHaveBeenCalled();
    expect(db.prepare(query(1)).all([])).toEqual([{ n: 1 }]);
    expect(prepare).toHaveBeenCalledTimes(1);
    db.close();
  });
});
