// Several processes on one SQLite file (cluster workers, the CLI beside the server): a
// transaction that reads and then writes must not fail because another process wrote
// in between. Transactions begin IMMEDIATE (connection.ts), so the other process waits for the
// lock (busy_timeout) instead of invalidating the reader's snapshot, which makes SQLite answer
// SQLITE_BUSY at once, with no waiting, to a deferred transaction's first write.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/connection';

const dir = mkdtempSync(path.join(tmpdir(), 'podium-sqlite-processes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Another process that inserts a row when told to (a line on its stdin). It first tries without
 * waiting and says whether it wrote at once ("wrote") or found the file locked ("locked"); then,
 * locked, it waits for the lock like the server does. Answers its first word and its exit code.
 */
function writeFromAnotherProcess(file: string) {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    const insert = () => db.prepare('insert into counter (n) values (2)').run();
    process.stdin.once('data', () => {
      process.stdin.destroy();
      db.pragma('busy_timeout = 0');
      try {
        insert();
        process.stdout.write('wrote\\n');
      } catch (error) {
        if (error.code !== 'SQLITE_BUSY') throw error;
        process.stdout.write('locked\\n');
        db.pragma('busy_timeout = 30000');
        insert();
      }
      db.close();
    });`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    write: (): Promise<string> => {
      child.stdin.write('go\n');
      return new Promise((resolve, reject) => {
        child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
        exited.then((code) => reject(new Error(`the other process exited (${code}) without a word`)));
      });
    },
    exited,
  };
}

describe('sqlite: transactions across processes', () => {
  it('reads, lets another process write, then writes, without SQLITE_BUSY', async () => {
    const file = path.join(dir, 'shared.db');
    const handle = openDatabase({ dialect: 'sqlite', file });
    try {
      await sql`create table counter (n integer)`.execute(handle.db);
      const other = writeFromAnotherProcess(file);
      await handle.db.transaction().execute(async (trx) => {
        await sql`select count(*) from counter`.execute(trx);
        // The other process tries to write between this transaction's read and its write.
        expect(await other.write()).toBe('locked');
        await sql`insert into counter (n) values (1)`.execute(trx);
      });
      expect(await other.exited).toBe(0);
      const rows = await sql<{ n: number }>`select n from counter order by rowid`.execute(handle.db);
      expect(rows.rows.map((row) => row.n)).toEqual([1, 2]);
    } finally {
      await handle.db.destroy();
    }
  });
});
