// Backups of the embedded database: `backup` copies it consistently while the
// server runs and writes, `restore` puts a copy back; PostgreSQL is pointed at its own tools.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/connection';
import { runCli } from '../helpers/cli';
import { buildPresentation, buildUser } from '../helpers/factories';
import { startTestApp } from '../helpers/test-app';

const work = mkdtempSync(path.join(tmpdir(), 'podium-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore (SQLite)', () => {
  it('copies the database while the server writes to it, and puts the copy back', async () => {
    const t = await startTestApp('sqlite');
    const file = t.app.config.database.dialect === 'sqlite' ? t.app.config.database.file : '';
    const env = { DATABASE_URL: `sqlite:${file}` };
    const count = async () =>
      Number(
        (
          await t.handle.db
            .selectFrom('presentations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      const owner = await buildUser(t.handle);
      for (let i = 0; i < 5; i++) await buildPresentation(t.handle, owner, { title: `Kept ${i}` });
      // Writes keep arriving while the copy is made.
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) {
          await buildPresentation(t.handle, owner, { title: `During ${i}` });
          // SQLite answers synchronously: yield, as requests arriving one by one would.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const copy = path.join(work, 'podium-backup.db');
      const backedUp = await runCli(env, 'backup', copy);
      writing = false;
      await writer;
      expect(backedUp).toMatchObject({ code: 0, stderr: '' });
      expect(backedUp.stdout).toMatch(/^Backed up SQLite file .* to .*podium-backup\.db \(\d+ KB\)\./);
      const inCopy = openDatabase({ dialect: 'sqlite', file: copy });
      const copied = Number(
        (
          await inCopy.db
            .selectFrom('presentations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      await inCopy.db.destroy();
      expect(copied).toBeGreaterThanOrEqual(5);
      expect((await runCli(env, 'backup', copy)).stderr).toContain('already exists');

      // The server stops; the live database has moved on; the backup goes back in.
      const after = await count();
      expect(after).toBeGreaterThan(copied - 1);
      await t.app.close();
      const restored = await runCli(env, 'restore', copy);
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout).toContain(`(${copied} presentations)`);
      const reopened = openDatabase({ dialect: 'sqlite', file });
      const now = Number(
        (
          await reopened.db
            .selectFrom('presentations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      await reopened.db.destroy();
      expect(now).toBe(copied);
    } finally {
      await t.close().catch(() => undefined);
    }
  }, 300_000);

  it('refuses what is not a Podium backup, and names the tools for PostgreSQL', async () => {
    const target = path.join(work, 'target.db');
    const notDb = path.join(work, 'notes.txt');
    writeFileSync(notDb, 'hello');
    const env = { DATABASE_URL: `sqlite:${target}` };
    expect(await runCli(env, 'restore', notDb)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not a SQLite database'),
    });
    expect(await runCli(env, 'restore', path.join(work, 'missing.db'))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('There is no backup at'),
    });
    expect(await runCli(env, 'backup')).toMatchObject({ code: 2 });
    const postgres = await runCli(
      { DATABASE_URL: 'postgres://podium:secret@db:5432/podium' },
      'backup',
      path.join(work, 'x'),
    );
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toContain('pg_dump --format=custom');
    expect(postgres.stderr).not.toContain('secret');
    expect(existsSync(path.join(work, 'x'))).toBe(false);
  }, 300_000);
});
