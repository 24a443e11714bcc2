// SQL that is about the database itself, not a product table: the readiness probe's round trip and
// PostgreSQL's NOTIFY, which carries messages between app servers when Redis is not set.
import { sql } from 'kysely';
import type { Db } from './connection';

/** One round trip; rejects when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Sends `message` to every session listening on `channel` (PostgreSQL only). */
export async function notifyChannel(db: Db, channel: string, message: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${message})`.execute(db);
}
