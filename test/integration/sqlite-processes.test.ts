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
import { openDatabase } from '../../src/db/connection';

const dir = mkdtempSync(path.join(tmpdir(), 'podium-sqlite-processes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process that inserts a row after `delayMs`, waiting for the lock like the server does. */
function writeFromAnotherProcess(file: string, delayMs: number): Promise<number | null> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    setTimeout(() => { db.prepare('insert into counter (n) values (2)').run(); db.close(); }, ${delayMs});`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('sqlite: transactions across processes', () => {
  it('reads, lets another process write, then writes, without SQLITE_BUSY', async () => {
    const file = path.join(dir, 'shared.db');
    const handle = openDatabase({ dialect: 'sqlite', file });
    try {
      await sql`create table counter (n integer)`.execute(handle.db);
      const other = writeFromAnotherProcess(file, 300);
      await handle.db.transaction().execute(async (trx) => {
        await sql`select count(*) from counter`.execute(trx);
        await new Promise((r) => setTimeout(r, 1_000)); // the other process tries to write meanwhile
        await sql`insert into counter (n) values (1)`.execute(trx);
      });
      expect(await other).toBe(0);
      const rows = await sql<{ n: number }>`select n from counter order by rowid`.execute(handle.db);
      expect(rows.rows.map((row) => row.n)).toEqual([1, 2]);
    } finally {
      await handle.db.destroy();
    }
  });
});
