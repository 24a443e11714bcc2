// How the PostgreSQL guard (postgres-guard.ts) and the app's error handler tell the database being
// unavailable (a refused, dropped or timed-out connection; PostgreSQL shutting down or full) from a
// bad query, and a busy pool from a database gone.
import type pg from 'pg';

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The database is not answering.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node's socket errors, and PostgreSQL's "shutting down" and "too many connections". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** What pg and pg-pool say when a connection times out or goes away (they give these no code). */
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end/i;

/** Is this error the database (or the way to it) being unavailable, rather than a bad query? */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/**
 * A connect that timed out while every connection the pool may open was checked out. pg-pool
 * fills in options.max when it is made (the config's, or its default).
 */
export function waitedForBusyPool(error: unknown, pool: pg.Pool): boolean {
  const message = (error as { message?: unknown })?.message;
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect/i.test(message) &&
    pool.totalCount >= pool.options.max! &&
    pool.idleCount === 0
  );
}
