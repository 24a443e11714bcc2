// What to tell a self-hoster when the server cannot start: one clear line with
// what to do, instead of a stack trace. Anything not recognised is shown as it is.
import type { DatabaseConfig } from './db/config';
import { DatabaseUnavailableError } from './db/postgres-errors';

/** The database address without its password, to show in a message. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.dialect === 'sqlite') return `SQLite file ${database.file}`;
  try {
    const url = new URL(database.url);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}, database "${url.pathname.slice(1) || url.username}"`;
  } catch {
    return 'PostgreSQL (DATABASE_URL could not be read as a URL)';
  }
}

/** A one-line explanation of a failure to open or migrate the database, or undefined. */
export function databaseProblem(error: unknown, database: DatabaseConfig): string | undefined {
  const where = describeDatabase(database);
  // The PostgreSQL guard reports an unreachable database as such; the reason is its cause.
  const reason = error instanceof DatabaseUnavailableError && error.cause ? error.cause : error;
  const { code, message } = (reason ?? {}) as { code?: string; message?: string };
  switch (code) {
    case '3D000':
      return `The database does not exist (${where}). Create it, for example with \`createdb ${databaseName(database)}\`, or fix DATABASE_URL.`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
      return `Cannot reach the database (${where}): ${code}. Is PostgreSQL running, and is DATABASE_URL right?`;
    case '28P01':
    case '28000':
      return `The database refused the user or password in DATABASE_URL (${where}).`;
    case '3F000':
      return `The schema in DATABASE_SCHEMA does not exist (${where}). Create it, or unset DATABASE_SCHEMA.`;
    case 'SQLITE_CANTOPEN':
      return `Cannot open the ${where}: does its folder exist and may this user write to it? (DATA_DIR or DATABASE_URL)`;
    case 'SQLITE_READONLY':
      return `The ${where} is read-only for this user.`;
    default:
      if (/migration/i.test(message ?? '')) return `A database migration failed (${where}): ${message}`;
      return undefined;
  }
}

function databaseName(database: DatabaseConfig): string {
  if (database.dialect !== 'postgres') return 'podium';
  try {
    return new URL(database.url).pathname.slice(1) || 'podium';
  } catch {
    return 'podium';
  }
}
