// `backup FILE` and `restore FILE` for the embedded SQLite database. Uploaded
// pictures live in the database, so one file holds everything. The copy is `VACUUM INTO`: one read
// transaction, so it is consistent while the server keeps writing (WAL lets both go on), and it
// cannot be restarted by those writes the way the page-by-page backup API is. A restore writes the
// backup back with the backup API, and must run with the server stopped. PostgreSQL is backed up
// with its own tools, pg_dump and pg_restore (docs/DEPLOY.md, "Backups").
import { existsSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import type { DatabaseConfig } from '../platform/db/config';
import { describeDatabase } from '../platform/startup-errors';

export class BackupError extends Error {}

const forPostgres = (database: DatabaseConfig) =>
  new BackupError(
    `${describeDatabase(database)}: back it up with pg_dump and restore it with pg_restore, e.g.\n` +
      '  pg_dump --format=custom --file=podium.dump "$DATABASE_URL"\n' +
      '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" podium.dump',
  );

/** Copies the live database to `file`, page by page, without stopping the server. */
export async function backUp(database: DatabaseConfig, file: string): Promise<{ bytes: number }> {
  if (database.dialect !== 'sqlite') throw forPostgres(database);
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  if (!existsSync(database.file)) throw new BackupError(`There is no database at ${database.file} yet.`);
  const live = new SQLite(database.file, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    live.prepare('VACUUM INTO ?').run(file);
    return { bytes: statSync(file).size };
  } finally {
    live.close();
  }
}

/** Puts a backup made by backUp in place of the database (stop the server first). */
export async function restore(database: DatabaseConfig, file: string): Promise<{ presentations: number }> {
  if (database.dialect !== 'sqlite') throw forPostgres(database);
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  let backup: SQLite.Database;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    backup.pragma('schema_version'); // reading anything fails on a file that is not a database
  } catch {
    throw new BackupError(`${file} is not a SQLite database.`);
  }
  try {
    const isPodium =
      backup
        .prepare(
          "select 1 from sqlite_master where type = 'table' and name in ('presentations', 'kysely_migration')",
        )
        .all().length === 2;
    if (!isPodium) throw new BackupError(`${file} is not a Podium backup.`);
    const { presentations } = backup.prepare('select count(*) as presentations from presentations').get() as {
      presentations: number;
    };
    await backup.backup(database.file);
    return { presentations };
  } finally {
    backup.close();
  }
}
